// json-logic's truthiness (jsonlogic.com/truthy): like JavaScript's, except that [] is false.
export function truthy(value: unknown): boolean {
  if (Array.isArray(value) && value.length === 0) return false;
  return !!value;
}
