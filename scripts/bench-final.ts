// `npm run bench:final`: the final PDF of the Utah with-children sample as the job makes it, without the database:
// sign (the signatures' evidence: a drawn PNG and a typed name), render every document with the sample scenario's
// answers, append the certificate page, seal (PAdES, the app's own root and signing certificate). Prints the one
// summary line: `final pdf: N ms median (sign, render, seal; Utah sample), N MB peak` (targets: under 1 s, 300 MB).
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { planWorkflowRender, renderDocuments, type WorkflowDefinition } from '@accord/engine';
import { fileAssetLoader, nodeFontLoader } from '@accord/engine/node';
import { PDFDocument } from 'pdf-lib';
import { appendCertificatePage, loadCertificateFonts } from '../lib/documents/final-document/certificate-page';
import { newVerificationCode } from '../lib/documents/final-document/verification-code';
import { createRootCertificate, identityFromPem, issueSigningCertificate } from '../lib/documents/sealing/certificates.server';
import { sealPdf } from '../lib/documents/sealing/seal-pdf.server';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const WORKFLOWS = path.resolve(import.meta.dirname, '../templates/workflows');

const definition = JSON.parse(readFileSync(path.join(WORKFLOWS, 'utah-divorce-with-children.json'), 'utf8')) as WorkflowDefinition;
const scenario = JSON.parse(readFileSync(path.join(WORKFLOWS, 'scenarios/utah-divorce-with-children.scenario.json'), 'utf8')) as { baseAnswers: Record<string, unknown> };
const uidByTitle = new Map(definition.elements.map((e) => [e.title, e.uid]));
const answers = Object.fromEntries(Object.entries(scenario.baseAnswers).flatMap(([title, value]) => (uidByTitle.has(title) ? [[uidByTitle.get(title)!, value]] : [])));
const signaturePng = new Uint8Array(readFileSync(path.join(WORKFLOWS, 'pdf/sample-signature-petitioner.png')));
const loadFont = nodeFontLoader();
const templateAssets = fileAssetLoader(WORKFLOWS);
// the scenario's uploads (files/...) are the user's own files: a sample PNG stands for each
const loadAsset = (ref: string) => (ref.startsWith('files/') ? Promise.resolve(signaturePng) : templateAssets(ref));
const hash = (text: string) => createHash('sha256').update(text).digest('hex');

const root = createRootCertificate();
const identity = identityFromPem(issueSigningCertificate(root), root.certificatePem);
const fonts = await loadCertificateFonts(loadFont);

let peakRss = process.memoryUsage().rss;
const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);

async function finalPdf(): Promise<{ bytes: Uint8Array; pages: number }> {
  const now = new Date();
  // sign: the evidence the signing steps store, as the job reads it
  const signedAtText = `Signed ${now.toISOString()}`;
  const signatures = { petitioner: { image: signaturePng, signedAt: now, signedAtText }, respondent: { typedName: 'John Doe', signedAt: now, signedAtText } };
  const plan = planWorkflowRender(definition, answers, { collaborate: true });
  const rendered = await renderDocuments({
    documents: definition.documents ?? [],
    answers: plan.answers,
    fields: plan.fields,
    decisions: plan.decisions,
    signatures,
    naming: { productName: 'Accord', petitionerName: 'Jane Doe', respondentName: 'John Doe', date: now },
    loadFont,
    loadAsset,
  });
  const pdf = await PDFDocument.load(rendered.bytes, { updateMetadata: false });
  const signer = (role: 'petitioner' | 'respondent', name: string, method: 'drawn' | 'typed') => ({
    role, name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, method, signedAt: now, ipAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (bench)',
    documentSha256: hash(`${role} document`), answersSha256: hash(`${role} answers`), consentText: 'You are about to sign a legally binding agreement. Please confirm.',
    mark: method === 'drawn' ? { image: signaturePng } : { typedName: name },
  });
  const code = newVerificationCode();
  await appendCertificatePage(pdf, {
    formName: definition.name ?? 'Utah divorce', place: 'Salt Lake County, Utah', userWorkflowId: 'bench', documents: rendered.documents.map((d) => d.name),
    signers: [signer('petitioner', 'Jane Doe', 'drawn'), signer('respondent', 'John Doe', 'typed')],
    events: [{ at: now, what: 'Shared with the spouse', by: 'Jane Doe' }, { at: now, what: 'Signed (respondent)', by: 'John Doe' }],
    verificationCode: code, verificationUrl: `https://accord.example/verify/${code}`, rootCertificateUrl: 'https://accord.example/verify/root-certificate',
    sealedAt: now, timeZone: 'America/Denver', timestamped: false,
  }, fonts);
  const bytes = await sealPdf(pdf, { identity }, { reason: 'bench', location: 'Accord', contactInfo: 'bench', signingTime: now });
  return { bytes, pages: pdf.getPageCount() };
}

await finalPdf(); // warm-up: fonts, JIT
const times: number[] = [];
let last: { bytes: Uint8Array; pages: number } = { bytes: new Uint8Array(), pages: 0 };
for (let i = 0; i < RUNS; i++) {
  const start = performance.now();
  last = await finalPdf();
  times.push(performance.now() - start);
}
clearInterval(sample);
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(`${RUNS} runs, ${last.pages} pages, ${(last.bytes.byteLength / 1024).toFixed(0)} KB sealed; min ${times[0]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`);
console.log(`final pdf: ${median.toFixed(0)} ms median (sign, render, seal; Utah sample), ${(peakRss / 1024 / 1024).toFixed(0)} MB peak`);
