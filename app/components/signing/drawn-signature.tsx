// The drawn signature (JavaScript only), on signature_pad: strokes on a canvas sized to the device's pixels,
// kept as a PNG data URL in a hidden input the signing form posts. Without JavaScript the typed name is the way.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type SignaturePad from 'signature_pad';

export function DrawnSignature({ name, onChange }: { name: string; onChange: (dataUrl: string) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [drawn, setDrawn] = useState(false);
  const { t } = useTranslation('guide');

  useEffect(() => {
    let cancelled = false;
    let resize: (() => void) | undefined;
    // loaded in the browser only: the library touches window when it starts
    void import('signature_pad').then(({ default: Pad }) => {
      const el = canvas.current;
      if (cancelled || !el) return;
      const instance = new Pad(el, { penColor: '#152a45', minWidth: 1.2, maxWidth: 3 });
      pad.current = instance;
      resize = () => {
        // a canvas drawn at the device's pixel density; resizing clears it, so the drawing is kept and restored
        const data = instance.toData();
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        el.width = el.offsetWidth * ratio;
        el.height = el.offsetHeight * ratio;
        el.getContext('2d')?.scale(ratio, ratio);
        instance.clear();
        instance.fromData(data);
      };
      resize();
      window.addEventListener('resize', resize);
      instance.addEventListener('endStroke', () => {
        setDrawn(true);
        onChange(instance.toDataURL('image/png'));
      });
    });
    return () => {
      cancelled = true;
      if (resize) window.removeEventListener('resize', resize);
      pad.current?.off();
    };
  }, [onChange]);

  return (
    <div>
      <p id={`${name}-hint`} className="text-sm text-muted">
        {t('signing.drawHint')}
      </p>
      {/* focusable by script only, so that an error summary's link can lead to it */}
      <canvas id={name} tabIndex={-1} ref={canvas} aria-label={t('signing.drawingArea')} aria-describedby={`${name}-hint`} role="img" className="mt-1 h-40 w-full touch-none rounded-md border border-line bg-white" />
      {drawn ? (
        <button
          type="button"
          className="mt-1 min-h-11 text-sm text-brand underline"
          onClick={() => {
            pad.current?.clear();
            setDrawn(false);
            onChange('');
          }}
        >
          {t('signing.clearDrawing')}
        </button>
      ) : null}
    </div>
  );
}
