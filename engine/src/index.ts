// The public surface of Accord's workflow engine: every exported name is listed here explicitly.
export const ENGINE_VERSION = '0.1.0';
