// The builder's frame and its steps for the form: metadata, elements, display logic, translations and the preview (issue 35).
// The English catalogue is the reference every other language must match key for key.
const builder = {};

export default builder;
