// The drawn signature (JavaScript only): pointer strokes on a canvas, kept as a PNG data URL in a hidden input
// that the autosave and the page's form post. Without JavaScript the typed signature beside it is the way.
import { useTranslation } from 'react-i18next';
import { useRef, useState } from 'react';

export function SignaturePad({ uid, name }: { uid: string; name: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);
  const { t } = useTranslation('questionnaire');

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - rect.left) * e.currentTarget.width) / rect.width, y: ((e.clientY - rect.top) * e.currentTarget.height) / rect.height };
  };
  const commit = () => {
    if (!canvas.current || !input.current) return;
    input.current.value = canvas.current.toDataURL('image/png');
    // the questionnaire's autosave listens for input events on the form
    input.current.dispatchEvent(new Event('input', { bubbles: true }));
  };
  return (
    <div className="mt-2">
      <p id={`q-${uid}-pad-hint`} className="text-sm text-muted">
        {t('fields.draw')}
      </p>
      <canvas
        ref={canvas}
        width={600}
        height={180}
        aria-label={t('fields.drawingArea')}
        aria-describedby={`q-${uid}-pad-hint`}
        role="img"
        className="mt-1 h-36 w-full touch-none rounded-md border border-line bg-white"
        onPointerDown={(e) => {
          drawing.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
          const ctx = e.currentTarget.getContext('2d')!;
          const p = point(e);
          ctx.lineWidth = 3;
          ctx.lineCap = 'round';
          ctx.strokeStyle = '#152a45';
          ctx.beginPath();
          ctx.moveTo(p.x, p.y);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = e.currentTarget.getContext('2d')!;
          const p = point(e);
          ctx.lineTo(p.x, p.y);
          ctx.stroke();
        }}
        onPointerUp={() => {
          drawing.current = false;
          setDrawn(true);
          commit();
        }}
      />
      <input ref={input} type="hidden" name={name} data-signature-for={uid} />
      {drawn ? (
        <button
          type="button"
          className="mt-1 min-h-11 text-sm text-brand underline"
          onClick={() => {
            const c = canvas.current!;
            c.getContext('2d')!.clearRect(0, 0, c.width, c.height);
            setDrawn(false);
            if (input.current) input.current.value = '';
          }}
        >
          {t('fields.clearDrawing')}
        </button>
      ) : null}
    </div>
  );
}
