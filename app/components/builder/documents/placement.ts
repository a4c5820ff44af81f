// Where an action sits on its page (workflow-builder.md §4, §5, §9): the page scale (100 wide by 120 high), boxes
// drawn by dragging or moved with the mouse and arrow keys, always clamped inside the page with a minimum size of a
// tenth of the width by two hundredths of the height, and the position fields' messages.
import {
  HORIZONTAL_MESSAGE,
  VERTICAL_MESSAGE,
  type Action,
  type ActionLocation,
  type ActionType,
  type MarkSize,
} from '~/engine';

export const PAGE_WIDTH = 100;
export const PAGE_HEIGHT = 120;
/** §5: a dragged rectangle is at least 0.1 of the canvas wide and 0.02 high. */
export const MIN_BOX_WIDTH = 0.1 * PAGE_WIDTH;
export const MIN_BOX_HEIGHT = 0.02 * PAGE_HEIGHT;
/**
 * The engine refuses a position of 0 (§5 'greater than 0'), so the left and top edges keep this much room: a
 * tenth of a unit, well under a point on the printed page.
 */
export const EDGE = 0.1;
/** Arrow keys move a box by one unit, ten with Shift held. */
export const NUDGE = 1;
export const NUDGE_LARGE = 10;

export interface Box {
  startX: number;
  startY: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
/** Two decimals are a hundredth of a unit (under 0.07 pt): enough, and the stored JSON stays readable. */
const round = (value: number) => Math.round(value * 100) / 100;

/** A box kept inside the page: no smaller than the minimum, no larger than the page, never over an edge. */
export function clampBox(box: Box): Box {
  const width = clamp(box.width, MIN_BOX_WIDTH, PAGE_WIDTH - EDGE);
  const height = clamp(box.height, MIN_BOX_HEIGHT, PAGE_HEIGHT - EDGE);
  return {
    startX: round(clamp(box.startX, EDGE, PAGE_WIDTH - width)),
    startY: round(clamp(box.startY, EDGE, PAGE_HEIGHT - height)),
    width: round(width),
    height: round(height),
  };
}

/** A mark's top-left corner kept inside the page. */
export function clampPoint(point: Point): Point {
  return { x: round(clamp(point.x, EDGE, PAGE_WIDTH)), y: round(clamp(point.y, EDGE, PAGE_HEIGHT)) };
}

/** A mark's side in points by size, as the engine's renderer draws it (MARK_SIZE_POINTS, kept with pdf-lib on the server). */
export const MARK_POINTS = { xs: 4, sm: 6.5, md: 10.5, lg: 13, xl: 18 } as const satisfies Record<MarkSize, number>;
const LETTER_POINTS = { width: 612, height: 792 };

/** A mark's square in page units (a letter page is 612 by 792 points). */
export function markSizeUnits(size: MarkSize = 'md'): { width: number; height: number } {
  return {
    width: (MARK_POINTS[size] / LETTER_POINTS.width) * PAGE_WIDTH,
    height: (MARK_POINTS[size] / LETTER_POINTS.height) * PAGE_HEIGHT,
  };
}

/**
 * Where a mark goes when the author clicks a point: its square centred on the point (the author clicks the middle
 * of the box to tick), stored as its top-left corner as the renderer reads it, kept inside the page.
 */
export function markCentredAt(point: Point, size: MarkSize = 'md'): Point {
  const side = markSizeUnits(size);
  return clampPoint({ x: point.x - side.width / 2, y: point.y - side.height / 2 });
}

/** The box between where a drag started and where it ended, in whichever direction it went, clamped. */
export function boxFromDrag(from: Point, to: Point): Box {
  const startX = Math.min(from.x, to.x);
  const startY = Math.min(from.y, to.y);
  const box = { startX, startY, width: Math.abs(to.x - from.x), height: Math.abs(to.y - from.y) };
  // a drag that ends over the edge keeps its start: the size gives way, not the corner where it began
  const width = clamp(box.width, MIN_BOX_WIDTH, PAGE_WIDTH - clamp(startX, EDGE, PAGE_WIDTH - MIN_BOX_WIDTH));
  const height = clamp(box.height, MIN_BOX_HEIGHT, PAGE_HEIGHT - clamp(startY, EDGE, PAGE_HEIGHT - MIN_BOX_HEIGHT));
  return clampBox({ ...box, width, height });
}

/** Page units from a pointer position over the page drawn `size` CSS pixels large. */
export function toPageUnits(offset: { x: number; y: number }, size: { width: number; height: number }): Point {
  return { x: (offset.x / size.width) * PAGE_WIDTH, y: (offset.y / size.height) * PAGE_HEIGHT };
}

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';
export const ARROW_KEYS: readonly string[] = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

function arrowDelta(key: ArrowKey, step: number): Point {
  return {
    x: key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0,
    y: key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0,
  };
}

/**
 * What an arrow key does to an action's location: moves its box or mark (Shift: ten units); with Alt held it
 * resizes the box from its bottom-right corner instead. The result is clamped like a dragged box.
 */
export function nudgeLocation(
  location: ActionLocation,
  key: ArrowKey,
  options: { large: boolean; resize: boolean },
): ActionLocation {
  const delta = arrowDelta(key, options.large ? NUDGE_LARGE : NUDGE);
  if (isMarkLocation(location))
    return { ...location, ...clampPoint({ x: (location.x ?? 0) + delta.x, y: (location.y ?? 0) + delta.y }) };
  const box = boxOf(location);
  const next = options.resize
    ? { ...box, width: box.width + delta.x, height: box.height + delta.y }
    : { ...box, startX: box.startX + delta.x, startY: box.startY + delta.y };
  return { ...location, ...clampBox(next) };
}

export function isMarkLocation(location: ActionLocation): boolean {
  return location.x !== undefined && location.startX === undefined;
}

export function boxOf(location: ActionLocation): Box {
  return {
    startX: location.startX ?? EDGE,
    startY: location.startY ?? EDGE,
    width: location.width ?? MIN_BOX_WIDTH,
    height: location.height ?? MIN_BOX_HEIGHT,
  };
}

/** The message of a position field (§5): horizontal values lie in (0, 100], vertical ones in (0, 120]. */
export function positionProblem(field: keyof Omit<ActionLocation, 'page'>, value: number): string | undefined {
  const horizontal = field === 'x' || field === 'startX' || field === 'width';
  const max = horizontal ? PAGE_WIDTH : PAGE_HEIGHT;
  if (Number.isFinite(value) && value > 0 && value <= max) return undefined;
  return horizontal ? HORIZONTAL_MESSAGE : VERTICAL_MESSAGE;
}

// ---- new actions (§9 action defaults) ----

export const MARK_ACTIONS = ['add-x', 'add-check-mark'] as const satisfies readonly ActionType[];
export const isMarkAction = (type: ActionType) => (MARK_ACTIONS as readonly ActionType[]).includes(type);

/**
 * A new action's location: marks at 1,1; text at 40,40 sized 20 by 20; signature images 40 wide by 20 high; a text
 * editor the page alone, so that its clause follows the first-page margins until the author drags a rectangle.
 */
export function defaultLocation(type: ActionType, page: number): ActionLocation {
  if (isMarkAction(type)) return { page, x: 1, y: 1 };
  if (type === 'text-editor') return { page };
  if (type === 'pet-signature-img' || type === 'resp-signature-img' || type === 'signature-pad')
    return { page, startX: 40, startY: 40, width: 40, height: 20 };
  return { page, startX: 40, startY: 40, width: 20, height: 20 };
}

/** The action a placement makes: the spec's defaults, at the clicked point or the dragged box. */
export function newAction(type: ActionType, uid: string, location: ActionLocation): Action {
  const base: Action = { uid, title: '', type, location };
  if (isMarkAction(type)) return { ...base, size: 'md' };
  if (type === 'custom-image') return { ...base, variant: 'image-from-upload' };
  if (type === 'pet-signature-img' || type === 'resp-signature-img' || type === 'signature-pad') return base;
  const text = {
    ...base,
    fontSize: 12,
    fontFamily: 'Times New Roman' as const,
    textColor: 'black' as const,
    textAlign: 'left' as const,
    textDecoration: [],
  };
  if (type === 'text-static') return { ...text, staticText: '' };
  if (type === 'text-editor') {
    const inch = { top: 1, bottom: 1, left: 1, right: 1 };
    return {
      ...text,
      firstPageMargins: inch,
      laterPageMargins: inch,
      savedData: { text: { type: 'doc', content: [{ type: 'paragraph' }] } },
      blocks: [],
      autoNumberingLevels: [],
    };
  }
  return text;
}
