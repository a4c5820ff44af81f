// bench:capacity's simulated person (issue 33, item 2): which request at which second, and the journey's phases in
// order. The plan is data; nothing here is timed.
import { describe, expect, it } from 'vitest';
import { ISSUE_PACE, journeyPlan, PHASES, startPhaseSeconds, type Planned } from '../tests/bench/journey-plan';

// a questionnaire of 3 pages: two answers on page 0 (the second one a text the person may change), one on page 2
const ANSWERS = [
  { page: 0, revisable: false },
  { page: 0, revisable: true },
  { page: 2, revisable: false },
];
const describeStep = (p: Planned) => `${p.at} ${p.who} ${p.action.kind}${'page' in p.action ? ` p${p.action.page}` : ''}${'answer' in p.action ? ` a${p.action.answer}.${p.action.revision}` : ''}`;

describe('journeyPlan', () => {
  it('has the issue pace: a 20-minute session, a page every 30 s, an autosave every 5 s, 3 comments', () => {
    expect(ISSUE_PACE).toEqual({ sessionSeconds: 1200, pageEvery: 30, saveEvery: 5, comments: 3 });
  });

  it('goes through the phases in order, each step a page interval after the last, the spouse reviewing and signing', () => {
    const plan = journeyPlan({ sessionSeconds: 60, pageEvery: 30, saveEvery: 5, comments: 3 }, ANSWERS, 3);
    const phases = plan.map((p) => p.phase).filter((phase, i, all) => all[i - 1] !== phase);
    expect(phases).toEqual([...PHASES]);
    // the seconds never go back
    expect(plan.map((p) => p.at)).toEqual([...plan.map((p) => p.at)].sort((a, b) => a - b));
    const after = plan.filter((p) => p.phase !== 'answering').map(describeStep);
    expect(after).toEqual([
      '0 petitioner open-setup',
      '30 petitioner agree-setup',
      '60 petitioner pay',
      // the session runs from 90 s to 150 s
      '150 petitioner proceed',
      '180 petitioner send-invite',
      '210 spouse open-review',
      '240 spouse comment p0',
      '270 spouse comment p1',
      '300 spouse comment p2',
      '330 spouse agree',
      '360 petitioner open-guide',
      '390 petitioner pay',
      '420 petitioner wait-stipulation',
      '450 petitioner sign',
      '480 spouse wait-stipulation',
      '510 spouse sign',
      '540 petitioner download',
      '570 spouse download',
    ]);
    expect(plan.filter((p) => p.action.kind === 'pay').map((p) => ('level' in p.action ? p.action.level : 0))).toEqual([1, 2]);
  });

  it('answers at the pace: a page every 30 s, an autosave every 5 s, then changes the revisable answer again', () => {
    const plan = journeyPlan({ sessionSeconds: 60, pageEvery: 30, saveEvery: 5, comments: 3 }, ANSWERS, 3);
    const answering = plan.filter((p) => p.phase === 'answering').map(describeStep);
    expect(answering).toEqual([
      '90 petitioner page p0',
      '95 petitioner autosave p0 a0.0',
      '100 petitioner autosave p0 a1.0',
      // the next answer is on another page: that page first
      '105 petitioner page p2',
      '105 petitioner autosave p2 a2.0',
      '110 petitioner page p0',
      '110 petitioner autosave p0 a1.1',
      '115 petitioner autosave p0 a1.2',
      '120 petitioner page p0',
      '120 petitioner autosave p0 a1.3',
      '125 petitioner autosave p0 a1.4',
      '130 petitioner autosave p0 a1.5',
      '135 petitioner autosave p0 a1.6',
      '140 petitioner autosave p0 a1.7',
      '145 petitioner autosave p0 a1.8',
      '150 petitioner autosave p0 a1.9',
    ]);
  });

  it('gives every answer within a session too short for one at a time, several in the same second', () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ page: Math.floor(i / 3), revisable: false }));
    const plan = journeyPlan({ sessionSeconds: 10, pageEvery: 30, saveEvery: 5, comments: 0 }, many, 3);
    const saves = plan.filter((p) => p.action.kind === 'autosave');
    expect(saves.map((p) => [p.at, 'answer' in p.action ? p.action.answer : -1])).toEqual([
      [95, 0], [95, 1], [95, 2], [95, 3],
      [100, 4], [100, 5], [100, 6],
    ]);
    // the session's page view shows the first answer's page, and each next page is opened before its answers
    expect(plan.filter((p) => p.action.kind === 'page').map(describeStep)).toEqual(['90 petitioner page p0', '95 petitioner page p1', '100 petitioner page p2']);
    expect(plan.filter((p) => p.phase === 'answering').map(describeStep).slice(0, 6)).toEqual([
      '90 petitioner page p0',
      '95 petitioner autosave p0 a0.0',
      '95 petitioner autosave p0 a1.0',
      '95 petitioner autosave p0 a2.0',
      '95 petitioner page p1',
      '95 petitioner autosave p1 a3.0',
    ]);
    // no comment: the spouse agrees after opening the form
    expect(plan.filter((p) => p.phase === 'review').map(describeStep)).toEqual(['160 spouse open-review', '190 spouse agree']);
  });

  it('at the issue pace: 240 autosaves in the 20-minute session, a page view every 30 s and on each new page, 3 comments', () => {
    const answers = Array.from({ length: 60 }, (_, i) => ({ page: Math.floor(i / 5), revisable: i % 10 === 0 }));
    const plan = journeyPlan(ISSUE_PACE, answers, 12);
    const answering = plan.filter((p) => p.phase === 'answering');
    expect(answering.filter((p) => p.action.kind === 'autosave')).toHaveLength(240);
    const views = answering.filter((p) => p.action.kind === 'page');
    // every 30 s from 90 s, and at least once on each of the 12 pages
    for (let at = 90; at < 1290; at += 30) expect(views.some((v) => v.at === at)).toBe(true);
    expect(new Set(views.map((v) => ('page' in v.action ? v.action.page : -1)))).toEqual(new Set(Array.from({ length: 12 }, (_, i) => i)));
    // each autosave on the page last opened
    let open = -1;
    for (const p of answering) {
      if (p.action.kind === 'page') open = p.action.page;
      else if (p.action.kind === 'autosave') expect(p.action.page).toBe(open);
    }
    // every answer once, one autosave at a time, each on its own page, then the changes
    const saves = answering.flatMap((p) => (p.action.kind === 'autosave' ? [p.action] : []));
    expect(saves.slice(0, 60).map((s) => s.answer)).toEqual(answers.map((_, i) => i));
    expect(saves.every((s) => s.page === answers[s.answer]!.page)).toBe(true);
    expect(saves.slice(60).every((s) => s.revision > 0 && answers[s.answer]!.revisable)).toBe(true);
    expect(new Set(answering.filter((p) => p.action.kind === 'autosave').map((p) => p.at)).size).toBe(240);
    // once every answer is given, a page is opened only every 30 s: a changed answer is changed for a page interval
    const lastGiven = answering.find((p) => p.action.kind === 'autosave' && p.action.answer === 59 && p.action.revision === 0)!.at;
    const later = views.filter((v) => v.at > lastGiven);
    expect(later.length).toBeGreaterThan(20);
    // (but the one that opens the first answer changed, when it is on another page)
    expect(later.slice(1).every((v) => (v.at - 90) % 30 === 0)).toBe(true);
    // each answer's changes are numbered in order (the text the lost-answer check reads back differs each time)
    const numbers = new Map<number, number[]>();
    for (const s of saves.slice(60)) numbers.set(s.answer, [...(numbers.get(s.answer) ?? []), s.revision]);
    for (const list of numbers.values()) expect(list).toEqual(list.map((_, i) => i + 1));
    expect(numbers.size).toBe(6);
    expect(plan.filter((p) => p.action.kind === 'comment')).toHaveLength(3);
  });

  it("says when the start phase ends: the answering's first page, after the setup stepper and the first payment", () => {
    expect(startPhaseSeconds(ISSUE_PACE)).toBe(90);
    expect(startPhaseSeconds({ ...ISSUE_PACE, pageEvery: 5 })).toBe(15);
    const plan = journeyPlan(ISSUE_PACE, ANSWERS, 3);
    expect(plan.filter((p) => p.at < startPhaseSeconds(ISSUE_PACE)).every((p) => p.phase === 'start')).toBe(true);
    expect(plan.find((p) => p.at === startPhaseSeconds(ISSUE_PACE))?.phase).toBe('answering');
  });
});
