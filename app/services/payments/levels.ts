// The two things a price depends on: the level paid for (1 unlocks the questionnaire, 2 the final documents)
// and the workflow's variant. Their own module so that payments and prices can both use them without
// importing each other.
export type Level = 1 | 2;
export type Variant = 'collaborative' | 'unilateral';
