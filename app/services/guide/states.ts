// The guide's states list (administration-platform.md §9): 'Foreign Country or Territory' first, then the
// District of Columbia and the 50 states.
import { US_STATES } from '../../utils/us-states';

export const FOREIGN_STATE = 'Foreign Country or Territory';
export const GUIDE_STATES: readonly string[] = [FOREIGN_STATE, 'District of Columbia', ...US_STATES.filter((s) => s !== 'District of Columbia')];
