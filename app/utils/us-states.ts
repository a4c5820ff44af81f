// The states a mailing address can be in: the 50 states and the District of Columbia, the same list the engine's
// state-select element offers (one list for the whole product).
export { US_STATES } from '../engine';
