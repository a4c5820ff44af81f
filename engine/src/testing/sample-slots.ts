// Where the sample templates print their fields, in the builder's page scale (100 x 120): used by
// sample-templates.ts to draw the lines and by sample-documents.ts to place the actions on them.
export interface Slot {
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const slot = (label: string, x: number, y: number, width: number, height: number): Slot => ({ label, x, y, width, height });

export const SLOTS = {
  // petition page 1
  petitionerName: slot('Petitioner (full legal name)', 8, 28, 60, 4),
  respondentName: slot('Respondent (full legal name)', 8, 37, 60, 4),
  marriageDate: slot('Date of marriage', 8, 46, 40, 4),
  marriageCity: slot('Place of marriage', 52, 46, 40, 4),
  county: slot('County of residence', 8, 55, 40, 4),
  childrenYes: slot('', 10, 69, 2, 2),
  childrenNo: slot('', 24, 69, 2, 2),
  groundIrreconcilable: slot('', 10, 81, 2, 2),
  groundSeparation: slot('', 10, 86, 2, 2),
  grounds: slot('Grounds stated by the petitioner', 8, 94, 84, 8),
  // petition page 2
  income: slot('Petitioner gross annual income', 8, 16, 40, 4),
  assets: slot('Marital property (item, value)', 8, 25, 84, 14),
  photo: slot('', 8, 48, 30, 20),
  seal: slot('', 62, 48, 20, 20),
  petitionerSignature: slot('Signature of petitioner', 8, 80, 40, 8),
  petitionerSignDate: slot('Date', 56, 84, 24, 4),
  // stipulation page 2
  stipPetitionerSignature: slot('Petitioner signature', 8, 24, 40, 8),
  stipPetitionerDate: slot('Date', 56, 28, 24, 4),
  stipRespondentSignature: slot('Respondent signature', 8, 44, 40, 8),
  stipRespondentDate: slot('Date', 56, 48, 24, 4),
  stipPad: slot('Witness signature (signed in the questionnaire)', 8, 64, 40, 8),
} as const;
