// Utah's 29 counties and the district courthouses that serve each: the one list the seed (state_counties) and
// the sample workflows' county question are both built from, so the setup stepper and the questionnaire offer
// the same counties.

/** Each county with the district court locations a person of that county files at. */
export const UTAH_DISTRICT_COURTS: Readonly<Record<string, readonly string[]>> = {
  Beaver: ['Beaver Courthouse'],
  'Box Elder': ['Brigham City Courthouse'],
  Cache: ['Logan Courthouse'],
  Carbon: ['Price Courthouse'],
  Daggett: ['Manila Courthouse'],
  Davis: ['Farmington Courthouse', 'Bountiful Courthouse', 'Layton Courthouse'],
  Duchesne: ['Duchesne Courthouse', 'Roosevelt Courthouse'],
  Emery: ['Castle Dale Courthouse'],
  Garfield: ['Panguitch Courthouse'],
  Grand: ['Moab Courthouse'],
  Iron: ['Cedar City Courthouse'],
  Juab: ['Nephi Courthouse'],
  Kane: ['Kanab Courthouse'],
  Millard: ['Fillmore Courthouse'],
  Morgan: ['Morgan Courthouse'],
  Piute: ['Junction Courthouse'],
  Rich: ['Randolph Courthouse'],
  'Salt Lake': ['Matheson Courthouse, Salt Lake City', 'West Jordan Courthouse'],
  'San Juan': ['Monticello Courthouse'],
  Sanpete: ['Manti Courthouse'],
  Sevier: ['Richfield Courthouse'],
  Summit: ['Silver Summit Courthouse, Park City'],
  Tooele: ['Tooele Courthouse'],
  Uintah: ['Vernal Courthouse'],
  Utah: ['Provo Courthouse', 'American Fork Courthouse', 'Spanish Fork Courthouse'],
  Wasatch: ['Heber City Courthouse'],
  Washington: ['St. George Courthouse'],
  Wayne: ['Loa Courthouse'],
  Weber: ['Ogden Courthouse'],
};

/** The 29 counties, in alphabetical order. */
export const UTAH_COUNTIES: readonly string[] = Object.keys(UTAH_DISTRICT_COURTS);

/** Utah's eight judicial districts, in order, each with the counties it serves (Utah Code 78A-1-102). */
export const UTAH_JUDICIAL_DISTRICTS: readonly { name: string; counties: readonly string[] }[] = [
  { name: 'First', counties: ['Box Elder', 'Cache', 'Rich'] },
  { name: 'Second', counties: ['Davis', 'Morgan', 'Weber'] },
  { name: 'Third', counties: ['Salt Lake', 'Summit', 'Tooele'] },
  { name: 'Fourth', counties: ['Juab', 'Millard', 'Utah', 'Wasatch'] },
  { name: 'Fifth', counties: ['Beaver', 'Iron', 'Washington'] },
  { name: 'Sixth', counties: ['Garfield', 'Kane', 'Piute', 'Sanpete', 'Sevier', 'Wayne'] },
  { name: 'Seventh', counties: ['Carbon', 'Emery', 'Grand', 'San Juan'] },
  { name: 'Eighth', counties: ['Daggett', 'Duchesne', 'Uintah'] },
];

/** The judicial district ('Third') that serves a county, or undefined for a name that is no Utah county. */
export function judicialDistrictOf(county: string): string | undefined {
  return UTAH_JUDICIAL_DISTRICTS.find((district) => district.counties.includes(county))?.name;
}
