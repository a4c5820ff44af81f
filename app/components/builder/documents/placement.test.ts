import { describe, expect, it } from 'vitest';
import {
  boxFromDrag,
  clampBox,
  clampPoint,
  defaultLocation,
  markCentredAt,
  markSizeUnits,
  EDGE,
  MIN_BOX_HEIGHT,
  MIN_BOX_WIDTH,
  newAction,
  nudgeLocation,
  positionProblem,
  toPageUnits,
} from './placement';

describe('clamping a box to the page', () => {
  it('a box inside the page is kept as it is', () => {
    expect(clampBox({ startX: 40, startY: 40, width: 20, height: 20 })).toEqual({
      startX: 40,
      startY: 40,
      width: 20,
      height: 20,
    });
  });

  it('a box over the right or bottom edge is pushed back inside, keeping its size', () => {
    expect(clampBox({ startX: 95, startY: 115, width: 20, height: 20 })).toEqual({
      startX: 80,
      startY: 100,
      width: 20,
      height: 20,
    });
  });

  it('a box over the left or top edge starts at the edge', () => {
    expect(clampBox({ startX: -5, startY: -30, width: 20, height: 20 })).toEqual({
      startX: EDGE,
      startY: EDGE,
      width: 20,
      height: 20,
    });
  });

  it('a box smaller than 0.1 by 0.02 of the page grows to that minimum', () => {
    expect(MIN_BOX_WIDTH).toBe(10);
    expect(MIN_BOX_HEIGHT).toBeCloseTo(2.4);
    expect(clampBox({ startX: 10, startY: 10, width: 1, height: 0.5 })).toEqual({
      startX: 10,
      startY: 10,
      width: 10,
      height: 2.4,
    });
  });

  it('a box larger than the page is cut to the page', () => {
    const box = clampBox({ startX: 0, startY: 0, width: 500, height: 500 });
    expect(box.startX + box.width).toBeLessThanOrEqual(100);
    expect(box.startY + box.height).toBeLessThanOrEqual(120);
    expect(positionProblem('startX', box.startX)).toBeUndefined();
    expect(positionProblem('height', box.height)).toBeUndefined();
  });

  it('a mark stays on the page', () => {
    expect(clampPoint({ x: 130, y: -4 })).toEqual({ x: 100, y: EDGE });
  });
});

describe('drawing a box by dragging', () => {
  it('a drag in any direction gives the box between its two ends', () => {
    expect(boxFromDrag({ x: 60, y: 50 }, { x: 30, y: 20 })).toEqual({ startX: 30, startY: 20, width: 30, height: 30 });
  });

  it('a click without a drag gives the minimum box where it was clicked', () => {
    expect(boxFromDrag({ x: 20, y: 30 }, { x: 20, y: 30 })).toEqual({
      startX: 20,
      startY: 30,
      width: MIN_BOX_WIDTH,
      height: MIN_BOX_HEIGHT,
    });
  });

  it('a drag past the page edge keeps where it began and stops at the edge', () => {
    expect(boxFromDrag({ x: 70, y: 100 }, { x: 140, y: 200 })).toEqual({
      startX: 70,
      startY: 100,
      width: 30,
      height: 20,
    });
  });

  it('pointer pixels become page units: 100 across and 120 down', () => {
    expect(toPageUnits({ x: 153, y: 396 }, { width: 306, height: 396 })).toEqual({ x: 50, y: 120 });
  });
});

describe('arrow keys', () => {
  const box = { page: 1, startX: 40, startY: 40, width: 20, height: 20 };

  it('an arrow moves a box one unit, ten with Shift', () => {
    expect(nudgeLocation(box, 'ArrowRight', { large: false, resize: false })).toMatchObject({ startX: 41, startY: 40 });
    expect(nudgeLocation(box, 'ArrowUp', { large: true, resize: false })).toMatchObject({ startX: 40, startY: 30 });
  });

  it('with Alt an arrow resizes the box, never below the minimum', () => {
    expect(nudgeLocation(box, 'ArrowDown', { large: false, resize: true })).toMatchObject({ startY: 40, height: 21 });
    expect(nudgeLocation({ ...box, width: 11 }, 'ArrowLeft', { large: true, resize: true })).toMatchObject({
      width: MIN_BOX_WIDTH,
    });
  });

  it('a box at the edge does not leave the page', () => {
    expect(nudgeLocation({ ...box, startX: 80 }, 'ArrowRight', { large: true, resize: false })).toMatchObject({
      startX: 80,
    });
  });

  it('a mark moves by its corner and stays on the page', () => {
    expect(nudgeLocation({ page: 2, x: 1, y: 1 }, 'ArrowLeft', { large: true, resize: false })).toEqual({
      page: 2,
      x: EDGE,
      y: 1,
    });
  });
});

describe('position fields', () => {
  it('horizontal values must lie above 0 and at most 100, vertical ones at most 120', () => {
    expect(positionProblem('x', 0)).toBe('Must be a value between 0 and 100');
    expect(positionProblem('width', 100.5)).toBe('Must be a value between 0 and 100');
    expect(positionProblem('startX', 100)).toBeUndefined();
    expect(positionProblem('y', 121)).toBe('Must be a value between 0 and 120');
    expect(positionProblem('startY', Number.NaN)).toBe('Must be a value between 0 and 120');
    expect(positionProblem('height', 120)).toBeUndefined();
  });
});

describe('new actions', () => {
  it('marks start at 1,1 in size md; text at 40,40 sized 20; signature images 40 by 20', () => {
    expect(newAction('add-x', 'a', defaultLocation('add-x', 3))).toMatchObject({
      location: { page: 3, x: 1, y: 1 },
      size: 'md',
    });
    expect(newAction('text-static', 'b', defaultLocation('text-static', 1))).toMatchObject({
      location: { page: 1, startX: 40, startY: 40, width: 20, height: 20 },
      fontSize: 12,
      fontFamily: 'Times New Roman',
      textColor: 'black',
    });
    expect(defaultLocation('pet-signature-img', 1)).toEqual({ page: 1, startX: 40, startY: 40, width: 40, height: 20 });
    expect(newAction('text-editor', 'c', defaultLocation('text-editor', 1))).toMatchObject({
      firstPageMargins: { top: 1, bottom: 1, left: 1, right: 1 },
    });
  });

  it('a text editor added at the default place has no rectangle, so its clause follows the first-page margins', () => {
    expect(defaultLocation('text-editor', 2)).toEqual({ page: 2 });
  });
});

describe('a clicked mark', () => {
  it('is centred on the point clicked, not hung from it by its top-left corner', () => {
    const side = markSizeUnits('md');
    const at = markCentredAt({ x: 50, y: 60 });
    expect(at.x + side.width / 2).toBeCloseTo(50, 1);
    expect(at.y + side.height / 2).toBeCloseTo(60, 1);
  });

  it('stays inside the page when clicked at its corner', () => {
    expect(markCentredAt({ x: 0, y: 0 })).toEqual({ x: 0.1, y: 0.1 });
  });
});
