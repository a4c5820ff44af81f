// The questionnaire's chrome, its fields' own texts and messages, comments, the print page and the other party's guide (issue 35).
// The English catalogue is the reference every other language must match key for key.
const questionnaire = {};

export default questionnaire;
