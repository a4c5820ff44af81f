// Errors and warnings of the renderer: each names the document, page and action involved.

export interface RenderLocation {
  document?: string;
  page?: number;
  pageName?: string;
  action?: string;
}

export function describeLocation(at: RenderLocation): string {
  const parts: string[] = [];
  if (at.document !== undefined) parts.push(`document "${at.document}"`);
  if (at.page !== undefined) parts.push(`page ${at.page}${at.pageName ? ` (${at.pageName})` : ''}`);
  if (at.action !== undefined) parts.push(`action "${at.action}"`);
  return parts.join(', ');
}

export type RenderErrorCode =
  | 'TEMPLATE_INVALID'
  | 'TEMPLATE_ENCRYPTED'
  | 'TEMPLATE_PAGE_MISSING'
  | 'ASSET_MISSING'
  | 'IMAGE_INVALID'
  | 'FONT_MISSING'
  | 'NO_DOCUMENT'
  | 'ACTION_FAILED'
  | 'STRICT';

export class RenderError extends Error {
  constructor(
    readonly code: RenderErrorCode,
    readonly at: RenderLocation,
    detail: string,
  ) {
    const where = describeLocation(at);
    super(where ? `${where}: ${detail}` : detail);
    this.name = 'RenderError';
  }
}

export interface RenderWarning extends RenderLocation {
  message: string;
}

export function formatWarning(w: RenderWarning): string {
  const where = describeLocation(w);
  return where ? `${where}: ${w.message}` : w.message;
}
