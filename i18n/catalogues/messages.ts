/** A catalogue with the same keys as the English one, each a string in its own language. */
export type Messages<English> = { [Key in keyof English]: English[Key] extends string ? string : Messages<English[Key]> };
