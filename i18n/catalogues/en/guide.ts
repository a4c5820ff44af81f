// The guide's own pages: the setup stepper, My Documents and shared forms, paying, signing, sharing and the final document (issue 35).
// The English catalogue is the reference every other language must match key for key.
const guide = {};

export default guide;
