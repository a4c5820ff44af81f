// The first paywall's testimonials (administration-platform.md §3: image, name, desc, or a video id). The spec
// gives no editor for them, so they live here, named by key: their words are the guide catalogue's
// (`pay.testimonialList`), said in the page's language. A video id shows a YouTube embed instead of the text.
export const TESTIMONIAL_KEYS = ['paralegal', 'mediator', 'petitioner'] as const;
export type TestimonialKey = (typeof TESTIMONIAL_KEYS)[number];

export interface Testimonial {
  key: TestimonialKey;
  image?: string;
  videoId?: string;
}

export const TESTIMONIALS: readonly Testimonial[] = TESTIMONIAL_KEYS.map((key) => ({ key }));
