// The first paywall's testimonials (administration-platform.md §3: image, name, desc, or a video id). The spec
// gives no editor for them, so they live here; a video id shows a YouTube embed instead of the text.
export interface Testimonial {
  name: string;
  image?: string;
  desc?: string;
  videoId?: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  { name: 'Family law paralegal', desc: 'The questionnaire asks what the court forms need, in plain words, and fills every form from one set of answers.' },
  { name: 'Mediator', desc: 'Working on the same questionnaire, with comments per page, keeps both spouses on the same page and out of court.' },
  { name: 'Petitioner from Utah', desc: 'I finished my paperwork in an evening and we signed it the same week.' },
];
