import type { ParamSpec } from './param-spec.js';

interface TypeByName {
  string: string;
  str: string;
  integer: number;
  int: number;
  number: number;
  float: number;
  boolean: boolean;
  bool: boolean;
  object: Record<string, unknown>;
  dict: Record<string, unknown>;
  array: unknown[];
  list: unknown[];
}

type TypeOfName<Name> = Name extends `${infer Base}?`
  ? TypeOfName<Base>
  : Name extends keyof TypeByName
    ? TypeByName[Name]
    : unknown;

/** The TypeScript type of the values a {@link ParamSpec} accepts. */
export type InferParamValue<Spec> = Spec extends string
  ? TypeOfName<Spec>
  : Spec extends { readonly enum: readonly (infer Value)[] }
    ? Value
    : Spec extends {
          readonly type: 'object' | 'dict' | 'object?' | 'dict?';
          readonly properties: infer Properties;
        }
      ? InferArgs<Properties>
      : Spec extends {
            readonly type: 'array' | 'list' | 'array?' | 'list?';
            readonly items: infer Items;
          }
        ? InferParamValue<Items>[]
        : Spec extends { readonly type: infer Name }
          ? TypeOfName<Name>
          : unknown;

type IsOptional<Spec> = Spec extends `${string}?`
  ? true
  : Spec extends { readonly type: `${string}?` }
    ? true
    : Spec extends { readonly required: false } | { readonly isRequired: false }
      ? true
      : Spec extends { readonly required: true } | { readonly isRequired: true }
        ? false
        : Spec extends { readonly default: unknown }
          ? true
          : false;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * The argument object a handler receives for a record of {@link ParamSpec}s: required
 * parameters as required keys, optional ones (`?`, `required: false`, a default) as optional.
 *
 * @example
 * ```ts
 * type Args = InferArgs<{ path: 'string'; limit: 'int?' }>; // { path: string; limit?: number }
 * ```
 */
export type InferArgs<Specs> =
  Specs extends Readonly<Record<string, ParamSpec>>
    ? Simplify<
        {
          -readonly [K in keyof Specs as IsOptional<Specs[K]> extends true
            ? never
            : K]: InferParamValue<Specs[K]>;
        } & {
          -readonly [K in keyof Specs as IsOptional<Specs[K]> extends true
            ? K
            : never]?: InferParamValue<Specs[K]>;
        }
      >
    : Record<string, unknown>;
