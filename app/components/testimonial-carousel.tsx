// The first paywall's testimonials: with JavaScript a carousel that moves on every 12 s (spec §9) until the person
// pauses it, or takes it in hand with Previous or Next (WCAG 2.2.2); without it, every testimonial in a list. The
// slide is no live region: a change the person did not ask for is not read out (ADR 022).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { useHydrated } from '~/utils/use-hydrated';

export const CAROUSEL_INTERVAL_MS = 12_000;

export interface TestimonialView {
  name: string;
  image?: string;
  desc?: string;
  videoId?: string;
}

function Testimonial({ t }: { t: TestimonialView }) {
  return (
    <>
      {t.image ? <img src={t.image} alt="" className="mb-2 h-16 w-16 rounded-full object-cover" /> : null}
      {/* a slide change unmounts the frame, so a playing video stops with it */}
      {t.videoId ? <iframe title={t.name} src={`https://www.youtube-nocookie.com/embed/${t.videoId}`} className="aspect-video w-full" /> : <p>{t.desc}</p>}
      <p className="mt-2 font-semibold">{t.name}</p>
    </>
  );
}

export function TestimonialCarousel({ testimonials }: { testimonials: readonly TestimonialView[] }) {
  const { t: words } = useTranslation('guide');
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const [rotating, setRotating] = useState(true);
  const count = testimonials.length;
  useEffect(() => {
    if (count < 2 || !rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, rotating]);
  if (count === 0) return null;
  if (!hydrated)
    return (
      <ul aria-label={words('pay.carousel.list')} className="mt-4 grid gap-4">
        {testimonials.map((t) => (
          <li key={t.name} className="rounded-lg border border-line p-4">
            <Testimonial t={t} />
          </li>
        ))}
      </ul>
    );
  const current = testimonials[index % count]!;
  const move = (by: number) => {
    setRotating(false);
    setIndex((i) => (i + by + count) % count);
  };
  return (
    <div role="region" aria-roledescription="carousel" aria-label={words('pay.carousel.region')} className="mt-4 rounded-lg border border-line p-4">
      {count > 1 ? (
        <Button type="button" variant="secondary" className="mb-3" onClick={() => setRotating((on) => !on)}>
          {rotating ? words('pay.carousel.pause') : words('pay.carousel.play')}
        </Button>
      ) : null}
      <div role="group" aria-roledescription="slide" aria-label={words('pay.carousel.slide', { number: index + 1, count })}>
        <Testimonial t={current} />
      </div>
      <div className="mt-3 flex items-center gap-2">
        <Button type="button" variant="secondary" onClick={() => move(-1)}>
          {words('pay.carousel.previous')}
        </Button>
        <span>{`${index + 1} / ${count}`}</span>
        <Button type="button" variant="secondary" onClick={() => move(1)}>
          {words('pay.carousel.next')}
        </Button>
      </div>
    </div>
  );
}
