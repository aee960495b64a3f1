/**
 * `@ai-toolbox/core/kit`: the building blocks for authors of translators and schema packages,
 * one implementation each, used by every package of this repository. The root entry keeps the
 * contracts, the tool manager and the errors; what only plugins need lives here.
 *
 * @packageDocumentation
 */
export { getParamSlots, type ParamSection, type ParamSlot } from './kit/param-slots.js';
