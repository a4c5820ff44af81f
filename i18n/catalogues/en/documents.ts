// The builder's document steps: documents, placements, the text editor, form fields, rules, actions and publishing (issue 35).
// The English catalogue is the reference every other language must match key for key.
const documents = {};

export default documents;
