// The first paywall's testimonials: with JavaScript a carousel that moves on every 12 s (spec §9); without it,
// every testimonial in a list.
import { useEffect, useState } from 'react';
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
      {t.videoId ? <iframe title={t.name} src={`https://www.youtube-nocookie.com/embed/${t.videoId}`} className="aspect-video w-full" /> : <p>{t.desc}</p>}
      <p className="mt-2 font-semibold">{t.name}</p>
    </>
  );
}

export function TestimonialCarousel({ testimonials }: { testimonials: readonly TestimonialView[] }) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (testimonials.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % testimonials.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [testimonials.length]);
  if (testimonials.length === 0) return null;
  if (!hydrated)
    return (
      <ul aria-label="Testimonials" className="mt-4 grid gap-4">
        {testimonials.map((t) => (
          <li key={t.name} className="rounded-lg border border-line p-4">
            <Testimonial t={t} />
          </li>
        ))}
      </ul>
    );
  const current = testimonials[index % testimonials.length]!;
  return (
    <div role="region" aria-roledescription="carousel" aria-label="Testimonials" className="mt-4 rounded-lg border border-line p-4">
      <div aria-live="polite">
        <Testimonial t={current} />
      </div>
      <div className="mt-3 flex items-center gap-2">
        <Button type="button" variant="secondary" onClick={() => setIndex((i) => (i - 1 + testimonials.length) % testimonials.length)}>
          Previous
        </Button>
        <span>{`${index + 1} / ${testimonials.length}`}</span>
        <Button type="button" variant="secondary" onClick={() => setIndex((i) => (i + 1) % testimonials.length)}>
          Next
        </Button>
      </div>
    </div>
  );
}
