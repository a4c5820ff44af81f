import { describe, expect, it } from 'vitest';
import { judicialDistrictOf, UTAH_COUNTIES, UTAH_JUDICIAL_DISTRICTS } from './utah-counties';

describe("Utah's counties and judicial districts", () => {
  it('puts each of the 29 counties in exactly one of the 8 districts', () => {
    expect(UTAH_JUDICIAL_DISTRICTS).toHaveLength(8);
    const listed = UTAH_JUDICIAL_DISTRICTS.flatMap((d) => d.counties);
    expect([...listed].sort()).toEqual([...UTAH_COUNTIES].sort());
    expect(new Set(listed).size).toBe(29);
  });

  it('names the district that serves a county', () => {
    expect(judicialDistrictOf('Salt Lake')).toBe('Third');
    expect(judicialDistrictOf('Weber')).toBe('Second');
    expect(judicialDistrictOf('Utah')).toBe('Fourth');
    expect(judicialDistrictOf('Uintah')).toBe('Eighth');
    expect(judicialDistrictOf('Nowhere')).toBeUndefined();
  });
});
