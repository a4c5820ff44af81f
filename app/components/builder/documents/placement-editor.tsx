// The placement preview of step 6 (workflow-builder.md §2 step 6, §4, §5): the page, drawn by pdf.js (the rendered
// preview when there is one, else the template), with the rule's actions as boxes over it. While an action kind is
// being placed, a click places a mark and a drag draws a box; a box moves when dragged, resizes from its corner,
// and moves (Shift: ten units) or resizes (Alt) with the arrow keys. Every position is clamped to the page.
import { useTranslation } from 'react-i18next';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Action, ActionLocation, ActionType } from '~/engine';
import { actionNameIn } from './action-operations';
import { LETTER_RATIO } from './pdf-view';
import {
  ARROW_KEYS,
  boxFromDrag,
  boxOf,
  clampBox,
  clampPoint,
  isMarkAction,
  isMarkLocation,
  markCentredAt,
  markSizeUnits,
  nudgeLocation,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  toPageUnits,
  type ArrowKey,
  type Point,
} from './placement';

type Gesture =
  | { kind: 'draw'; from: Point; to: Point }
  | { kind: 'move'; uid: string; grab: Point; location: ActionLocation }
  | { kind: 'resize'; uid: string; location: ActionLocation };

export function PlacementEditor({
  width,
  page,
  actions,
  selected,
  placing,
  onSelect,
  onPlace,
  onLocation,
  children,
}: {
  width: number;
  page: number;
  actions: Action[];
  selected: string | undefined;
  placing: ActionType | null;
  onSelect: (uid: string) => void;
  onPlace: (location: ActionLocation) => void;
  onLocation: (uid: string, location: ActionLocation, key: string) => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('documents');
  const surface = useRef<HTMLDivElement>(null);
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const height = width * LETTER_RATIO;
  const unitsAt = (event: PointerEvent) => {
    const rect = surface.current!.getBoundingClientRect();
    return toPageUnits(
      { x: event.clientX - rect.left, y: event.clientY - rect.top },
      { width: rect.width, height: rect.height },
    );
  };
  // a box being dragged shows where it goes before the drop changes the draft
  const shownLocation = (action: Action): ActionLocation =>
    gesture && gesture.kind !== 'draw' && gesture.uid === action.uid ? gesture.location : action.location;

  function onSurfaceDown(event: PointerEvent<HTMLDivElement>) {
    if (!placing || event.button !== 0) return;
    const at = unitsAt(event);
    surface.current?.setPointerCapture(event.pointerId);
    setGesture({ kind: 'draw', from: at, to: at });
  }
  function onSurfaceMove(event: PointerEvent<HTMLDivElement>) {
    if (!gesture) return;
    const at = unitsAt(event);
    if (gesture.kind === 'draw') setGesture({ ...gesture, to: at });
    else if (gesture.kind === 'move') {
      if (isMarkLocation(gesture.location))
        setGesture({
          ...gesture,
          location: { ...gesture.location, ...clampPoint({ x: at.x - gesture.grab.x, y: at.y - gesture.grab.y }) },
        });
      else
        setGesture({
          ...gesture,
          location: {
            ...gesture.location,
            ...clampBox({ ...boxOf(gesture.location), startX: at.x - gesture.grab.x, startY: at.y - gesture.grab.y }),
          },
        });
    } else {
      const box = boxOf(gesture.location);
      setGesture({
        ...gesture,
        location: { ...gesture.location, ...clampBox({ ...box, width: at.x - box.startX, height: at.y - box.startY }) },
      });
    }
  }
  function onSurfaceUp() {
    if (!gesture) return;
    setGesture(null);
    if (gesture.kind === 'draw') {
      if (!placing) return;
      onPlace(
        isMarkAction(placing)
          ? { page, ...markCentredAt(gesture.from) }
          : { page, ...boxFromDrag(gesture.from, gesture.to) },
      );
    } else onLocation(gesture.uid, gesture.location, `${gesture.kind}-${gesture.uid}`);
  }
  function startMove(event: PointerEvent, action: Action) {
    if (placing || event.button !== 0) return;
    event.stopPropagation();
    onSelect(action.uid);
    const at = unitsAt(event);
    const origin = isMarkLocation(action.location)
      ? { x: action.location.x ?? 0, y: action.location.y ?? 0 }
      : { x: boxOf(action.location).startX, y: boxOf(action.location).startY };
    surface.current?.setPointerCapture(event.pointerId);
    setGesture({
      kind: 'move',
      uid: action.uid,
      grab: { x: at.x - origin.x, y: at.y - origin.y },
      location: action.location,
    });
  }
  function startResize(event: PointerEvent, action: Action) {
    event.stopPropagation();
    surface.current?.setPointerCapture(event.pointerId);
    setGesture({ kind: 'resize', uid: action.uid, location: action.location });
  }
  function onKey(event: KeyboardEvent, action: Action) {
    if (!ARROW_KEYS.includes(event.key)) return;
    event.preventDefault();
    onLocation(
      action.uid,
      nudgeLocation(action.location, event.key as ArrowKey, { large: event.shiftKey, resize: event.altKey }),
      `nudge-${action.uid}`,
    );
  }

  const drawing =
    gesture?.kind === 'draw' && placing && !isMarkAction(placing) ? boxFromDrag(gesture.from, gesture.to) : null;
  const percentX = (units: number) => `${(units / PAGE_WIDTH) * 100}%`;
  const percentY = (units: number) => `${(units / PAGE_HEIGHT) * 100}%`;
  return (
    <div className="relative" style={{ width, height }}>
      {children}
      <div
        ref={surface}
        data-testid="placement-surface"
        className={`absolute inset-0 ${placing ? 'cursor-crosshair' : ''}`}
        onPointerDown={onSurfaceDown}
        onPointerMove={onSurfaceMove}
        onPointerUp={onSurfaceUp}
        onPointerCancel={() => setGesture(null)}
      >
        {actions
          .filter((a) => a.location.page === page)
          .map((action) => {
            const location = shownLocation(action);
            const mark = isMarkLocation(location);
            const box = boxOf(location);
            const isSelected = action.uid === selected;
            const position = mark
              ? {
                  left: percentX(location.x ?? 0),
                  top: percentY(location.y ?? 0),
                  width: percentX(markSizeUnits(action.size).width),
                  height: percentY(markSizeUnits(action.size).height),
                }
              : {
                  left: percentX(box.startX),
                  top: percentY(box.startY),
                  width: percentX(box.width),
                  height: percentY(box.height),
                };
            const where = mark
              ? t('placement.mark', { x: location.x, y: location.y })
              : t('placement.box', { x: box.startX, y: box.startY, width: box.width, height: box.height });
            return (
              <div
                key={action.uid}
                role="button"
                tabIndex={0}
                aria-pressed={isSelected}
                aria-label={t('placement.action', { name: actionNameIn(t)(action), where })}
                data-action-uid={action.uid}
                className={`absolute touch-none border-2 ${isSelected ? 'z-10 border-brand bg-brand/15' : 'border-sky-500/70 bg-sky-300/10'} ${placing ? 'pointer-events-none' : 'cursor-move'} focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400`}
                style={position}
                onPointerDown={(e) => startMove(e, action)}
                onFocus={() => onSelect(action.uid)}
                onKeyDown={(e) => onKey(e, action)}
              >
                {isSelected && !mark ? (
                  <span
                    aria-hidden="true"
                    data-testid="resize-handle"
                    className="absolute -bottom-1.5 -right-1.5 size-3 cursor-nwse-resize rounded-sm border border-white bg-brand"
                    onPointerDown={(e) => startResize(e, action)}
                  />
                ) : null}
              </div>
            );
          })}
        {drawing ? (
          <div
            className="pointer-events-none absolute border-2 border-dashed border-brand"
            style={{
              left: percentX(drawing.startX),
              top: percentY(drawing.startY),
              width: percentX(drawing.width),
              height: percentY(drawing.height),
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
