// The builder's element pictures against a real PostgreSQL and a local HTTP server standing in for the web (there is
// no internet here): uploads checked by extension, content and size (workflow-builder.md §5), links checked to lead to
// a picture before a copy is kept, a video's title and thumbnail read only when a YouTube key is set (§7), pictures no
// saved or published definition shows deleted on save, and a clone pointing at its own copies.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { newFormDefinition } from '../../app/services/builder/definition';
import {
  deleteUnusedMedia,
  ELEMENT_MEDIA_MESSAGES,
  fetchImageFromLink,
  MAX_ELEMENT_IMAGE_BYTES,
  readElementMedia,
  storeElementImage,
  storeUploadedImage,
} from '../../app/services/builder/element-media.server';
import { cloneForm, createForm, loadForm, saveForm, type BuilderUser } from '../../app/services/builder/forms.server';
import { lookUpVideoDetails, VIDEO_DETAILS_MESSAGES } from '../../app/services/builder/video-details.server';
import { testUserInput } from '../support/test-users';
import { createTestDatabase, type TestDatabase } from './support/test-database';

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

let database: TestDatabase;
let server: http.Server;
let base: string;
/** what the fake YouTube Data API was asked */
const videoQueries: URLSearchParams[] = [];

function serve(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  switch (url.pathname) {
    case '/pictures/cat.png':
      return response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
    case '/pictures/moved.png':
      return response.writeHead(302, { Location: '/pictures/cat.png' }).end();
    case '/pictures/to-loopback.png':
      return response.writeHead(302, { Location: `${base}/pictures/cat.png` }).end();
    case '/pictures/to-localhost.png':
      return response.writeHead(302, { Location: 'http://localhost/pictures/cat.png' }).end();
    case '/pictures/to-mapped.png':
      return response.writeHead(307, { Location: 'http://[::ffff:127.0.0.1]/pictures/cat.png' }).end();
    case '/pictures/to-port.png':
      return response.writeHead(301, { Location: 'http://pictures.example:22/pictures/cat.png' }).end();
    case '/pictures/page.html':
      return response.writeHead(200, { 'Content-Type': 'image/png' }).end('<html>not a picture</html>');
    case '/pictures/huge.png':
      return response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.concat([PNG, Buffer.alloc(MAX_ELEMENT_IMAGE_BYTES)]));
    case '/pictures/slow.png':
      setTimeout(() => response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG), 1500);
      return;
    case '/youtube/v3/videos': {
      videoQueries.push(url.searchParams);
      const found = url.searchParams.get('id') === 'dQw4w9WgXcQ';
      const items = found
        ? [{ snippet: { title: 'How to file in Utah', channelTitle: 'Utah Courts', tags: ['divorce'], thumbnails: { medium: { url: `${PICTURES}/pictures/cat.png` } } } }]
        : [];
      return response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ items }));
    }
    default:
      return response.writeHead(404).end('Not Found');
  }
}

async function newAdmin(label: string): Promise<BuilderUser> {
  const input = testUserInput({ label, role: 'admin-form' });
  const { id } = await createUser(database.db, input);
  return { id, email: input.email.toLowerCase(), role: 'admin-form', firstName: input.firstName, lastName: input.lastName };
}

beforeAll(async () => {
  database = await createTestDatabase();
  server = http.createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const target = (formId: string) => ({ formId, type: 'embedded-image' as const, uid: 'img000000001' });

describe('uploading an embedded image', () => {
  it('a PNG is kept under the form and element, and is served back at its address', async () => {
    const stored = await storeUploadedImage(database.db, target('uploadForm0000000001'), new File([PNG], 'Cat.PNG', { type: 'image/png' }));
    expect(stored).toMatchObject({ ok: true, url: expect.stringMatching(/^\/form-media\/uploadForm0000000001\/embedded-image\/img000000001\/image-[0-9a-f]{32}\.png$/) });
    if (!stored.ok) return;
    const key = `forms/uploadForm0000000001/form-elements/embedded-image/img000000001/${stored.name}`;
    expect(await database.db.selectFrom('files').select('media_type').where('key', '=', key).executeTakeFirst()).toEqual({ media_type: 'image/png' });
    const served = await readElementMedia(database.db, { formId: 'uploadForm0000000001', type: 'embedded-image', uid: 'img000000001', name: stored.name });
    expect(served?.mediaType).toBe('image/png');
    expect(Buffer.compare(served!.bytes, PNG)).toBe(0);
  });

  it.each([
    ['a Word file', new File(['hello'], 'letter.docx')],
    ['a text file renamed .png', new File(['just words'], 'fake.png')],
    ['a GIF renamed .exe', new File([GIF], 'picture.exe')],
  ])("%s is refused with 'Please only upload accepted files' and nothing is kept", async (_what, file) => {
    const before = await database.db.selectFrom('files').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(await storeUploadedImage(database.db, target('refusedForm00000001'), file)).toEqual({ ok: false, message: 'Please only upload accepted files' });
    const after = await database.db.selectFrom('files').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it.each([
    ['named .pdf', new File(['%PDF-1.4\n'], 'scan.pdf')],
    ['renamed .png', new File(['%PDF-1.7\n'], 'scan.png')],
  ])('a raw PDF %s is refused with a message saying the builder turns it into a picture, and nothing is kept', async (_what, file) => {
    const before = await database.db.selectFrom('files').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(await storeUploadedImage(database.db, target('pdfForm000000000001'), file)).toEqual({ ok: false, message: ELEMENT_MEDIA_MESSAGES.pdfNotConverted });
    const after = await database.db.selectFrom('files').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('a picture over 5 MB is refused with a message saying so', async () => {
    const big = new File([PNG, new Uint8Array(MAX_ELEMENT_IMAGE_BYTES)], 'big.png');
    expect(await storeUploadedImage(database.db, target('bigForm000000000001'), big)).toEqual({ ok: false, message: ELEMENT_MEDIA_MESSAGES.tooLarge });
  });

  it('an address for another kind of element, or one climbing out of its folder, finds nothing', async () => {
    expect(await readElementMedia(database.db, { formId: 'uploadForm0000000001', type: 'file-input', uid: 'img000000001', name: 'x.png' })).toBeUndefined();
    expect(await readElementMedia(database.db, { formId: '..', type: 'embedded-image', uid: 'img000000001', name: 'x.png' })).toBeUndefined();
  });
});

/** The public address the tests' picture site answers at; the dial puts the local server behind it. */
const PICTURES_ADDRESS = '93.184.216.34';
const OTHER_PUBLIC_ADDRESS = '93.184.216.35';
const PICTURES = 'http://pictures.example';

/** Resolves test names without DNS, and connects public addresses to local servers; every dial is recorded. */
function testNetwork(names: Record<string, string[]> = { 'pictures.example': [PICTURES_ADDRESS] }) {
  const dialed: string[] = [];
  const resolved: string[] = [];
  const port = () => (server.address() as AddressInfo).port;
  return {
    dialed,
    resolved,
    options: {
      resolve: async (hostname: string) => {
        resolved.push(hostname);
        const addresses = names[hostname];
        if (!addresses) throw new Error(`ENOTFOUND ${hostname}`);
        return addresses;
      },
      dial: ({ address }: { address: string; port: number }) => {
        dialed.push(address);
        // the picture site is the local server; any other public address is a closed port
        return address === PICTURES_ADDRESS ? { host: '127.0.0.1', port: port() } : { host: '127.0.0.1', port: 1 };
      },
    },
  };
}

describe('an embedded image taken from a link', () => {
  const failed = { ok: false, message: ELEMENT_MEDIA_MESSAGES.linkFailed };

  it('a link to a picture is fetched (following a redirect) and its bytes are answered', async () => {
    for (const path of ['/pictures/cat.png', '/pictures/moved.png']) {
      const fetched = await fetchImageFromLink(`${PICTURES}${path}`, testNetwork().options);
      expect(fetched.ok, path).toBe(true);
      if (fetched.ok) expect(Buffer.compare(Buffer.from(fetched.bytes), PNG)).toBe(0);
    }
  });

  it('a link to nothing, to a page, to a huge file, to a slow server or in another scheme is refused with one message', async () => {
    const { options } = testNetwork();
    expect(await fetchImageFromLink(`${PICTURES}/pictures/missing.png`, options)).toEqual(failed);
    expect(await fetchImageFromLink(`${PICTURES}/pictures/page.html`, options)).toEqual(failed);
    expect(await fetchImageFromLink(`${PICTURES}/pictures/huge.png`, options)).toEqual(failed);
    expect(await fetchImageFromLink(`${PICTURES}/pictures/slow.png`, { ...options, timeoutMs: 200 })).toEqual(failed);
    expect(await fetchImageFromLink('http://unknown.example/closed.png', options)).toEqual(failed);
    expect(await fetchImageFromLink('file:///etc/passwd')).toEqual({ ok: false, message: ELEMENT_MEDIA_MESSAGES.badLink });
    expect(await fetchImageFromLink('not a link')).toEqual({ ok: false, message: ELEMENT_MEDIA_MESSAGES.badLink });
  });

  it("the server's own ports and networks are refused in every spelling, before anything is connected", async () => {
    const network = testNetwork({ localhost: ['127.0.0.1', '::1'], 'intranet.example': ['10.0.0.5'], 'mixed.example': [PICTURES_ADDRESS, '192.168.1.10'], 'metadata.example': ['169.254.169.254'] });
    const links = [
      // the probe's own case: the app's loopback port serving a real picture
      `${base}/pictures/cat.png`,
      'http://127.0.0.1/pictures/cat.png',
      'http://localhost/pictures/cat.png',
      'http://2130706433/pictures/cat.png',
      'http://0x7f.0.0.1/pictures/cat.png',
      'http://0177.0.0.1/pictures/cat.png',
      'http://127.1/pictures/cat.png',
      'http://0.0.0.0/pictures/cat.png',
      'http://0/pictures/cat.png',
      'http://[::1]/pictures/cat.png',
      'http://[::]/pictures/cat.png',
      'http://[::ffff:127.0.0.1]/pictures/cat.png',
      'http://[::ffff:7f00:1]/pictures/cat.png',
      'http://[0:0:0:0:0:ffff:127.0.0.1]/pictures/cat.png',
      'http://10.0.0.1/pictures/cat.png',
      'http://172.16.0.1/pictures/cat.png',
      'http://192.168.1.1/pictures/cat.png',
      'http://100.64.0.1/pictures/cat.png',
      'http://169.254.169.254/latest/meta-data',
      'http://[fe80::1]/pictures/cat.png',
      'http://[fc00::1]/pictures/cat.png',
      'http://[fd12:3456::1]/pictures/cat.png',
      'http://224.0.0.1/pictures/cat.png',
      'http://[ff02::1]/pictures/cat.png',
      'http://255.255.255.255/pictures/cat.png',
      'http://intranet.example/pictures/cat.png',
      'http://metadata.example/pictures/cat.png',
      'http://mixed.example/pictures/cat.png',
      // a public name on an unusual port, or with credentials
      `${PICTURES}:8080/pictures/cat.png`,
      'https://pictures.example:80/pictures/cat.png',
      'http://user:secret@pictures.example/pictures/cat.png',
    ];
    for (const link of links) expect(await fetchImageFromLink(link, network.options), link).toEqual(failed);
    expect(network.dialed).toEqual([]);
  });

  it('a redirect to loopback or to a private name is refused like a link to it', async () => {
    const network = testNetwork({ 'pictures.example': [PICTURES_ADDRESS], localhost: ['127.0.0.1'] });
    for (const path of ['/pictures/to-loopback.png', '/pictures/to-localhost.png', '/pictures/to-mapped.png', '/pictures/to-port.png']) {
      expect(await fetchImageFromLink(`${PICTURES}${path}`, network.options), path).toEqual(failed);
    }
    // only the public first hop of each was connected
    expect(network.dialed).toEqual([PICTURES_ADDRESS, PICTURES_ADDRESS, PICTURES_ADDRESS, PICTURES_ADDRESS]);
  });

  it('a name that resolves public when checked and private afterwards is connected at the address that was checked', async () => {
    let asked = 0;
    const dialed: string[] = [];
    const fetched = await fetchImageFromLink(`http://rebind.example/pictures/cat.png`, {
      resolve: async () => (asked++ === 0 ? [PICTURES_ADDRESS] : ['127.0.0.1']),
      dial: ({ address }) => {
        dialed.push(address);
        return address === PICTURES_ADDRESS ? { host: '127.0.0.1', port: (server.address() as AddressInfo).port } : { host: address, port: 1 };
      },
    });
    expect(fetched.ok).toBe(true);
    expect(asked).toBe(1);
    expect(dialed).toEqual([PICTURES_ADDRESS]);
  });

  it('an open port that is not a picture and a closed port give the same message', async () => {
    const network = testNetwork({ 'open.example': [PICTURES_ADDRESS], 'closed.example': [OTHER_PUBLIC_ADDRESS] });
    const open = await fetchImageFromLink('http://open.example/pictures/page.html', network.options);
    const closed = await fetchImageFromLink('http://closed.example/pictures/page.html', network.options);
    expect(open).toEqual(failed);
    expect(closed).toEqual(open);
  });
});

describe("a help video's details", () => {
  const settings = () => ({ apiKey: 'test-youtube-key', apiUrl: `${base}/youtube/v3` });

  it('without a YouTube key nothing is asked and the author is told to write the label', async () => {
    const asked = videoQueries.length;
    expect(await lookUpVideoDetails(database.db, { apiKey: undefined, apiUrl: `${base}/youtube/v3` }, { formId: 'videoForm0000000001', uid: 'vid000000001', videoId: 'dQw4w9WgXcQ' })).toEqual({
      ok: false,
      message: VIDEO_DETAILS_MESSAGES.noKey,
    });
    expect(videoQueries.length).toBe(asked);
  });

  it('with a key the title and channel are read, and the medium thumbnail is kept in the file storage', async () => {
    const details = await lookUpVideoDetails(database.db, settings(), { formId: 'videoForm0000000001', uid: 'vid000000001', videoId: 'dQw4w9WgXcQ' }, testNetwork().options);
    expect(details).toMatchObject({ ok: true, title: 'How to file in Utah', channelTitle: 'Utah Courts', tags: ['divorce'] });
    const query = videoQueries.at(-1)!;
    expect(Object.fromEntries(query)).toEqual({ part: 'snippet', id: 'dQw4w9WgXcQ', key: 'test-youtube-key' });
    if (!details.ok || !details.thumbnail) throw new Error('no thumbnail');
    expect(details.thumbnail.url).toMatch(/^\/form-media\/videoForm0000000001\/youtube-video\/vid000000001\/image-[0-9a-f]{32}\.png$/);
    expect(await readElementMedia(database.db, { formId: 'videoForm0000000001', type: 'youtube-video', uid: 'vid000000001', name: details.thumbnail.name })).toBeDefined();
  });

  it('an id YouTube does not know, or a service that cannot be reached, gives a message', async () => {
    expect(await lookUpVideoDetails(database.db, settings(), { formId: 'videoForm0000000001', uid: 'vid000000001', videoId: 'zzzzzzzzzzz' })).toEqual({ ok: false, message: VIDEO_DETAILS_MESSAGES.notFound });
    expect(await lookUpVideoDetails(database.db, { apiKey: 'test-youtube-key', apiUrl: 'http://127.0.0.1:1/youtube/v3' }, { formId: 'videoForm0000000001', uid: 'vid000000001', videoId: 'dQw4w9WgXcQ' })).toEqual({
      ok: false,
      message: VIDEO_DETAILS_MESSAGES.unavailable,
    });
  });
});

describe('pictures and the saved definition', () => {
  async function formWithPicture(label: string) {
    const owner = await newAdmin(label);
    const id = await createForm(database.db, owner, newFormDefinition(`${label} pictures`));
    const stored = await storeElementImage(database.db, { formId: id, type: 'embedded-image', uid: 'pic000000001' }, PNG);
    if (!stored.ok) throw new Error(stored.message);
    const form = (await loadForm(database.db, owner, id))!;
    const withPicture = {
      ...form.definition,
      elements: [
        ...form.definition.elements,
        { uid: 'pic000000001', type: 'embedded-image', title: 'PICTURE', variant: 'image-static', interactionType: 'none', images: [{ name: stored.name, url: stored.url, title: 'A cat' }] },
      ],
    };
    expect(await saveForm(database.db, owner, id, { definition: withPicture, baseVersion: '0.1.0' })).toMatchObject({ kind: 'saved', version: '0.2.0' });
    return { owner, id, stored, withPicture };
  }
  const keysOf = async (id: string) => (await database.db.selectFrom('files').select('key').where('key', 'like', `forms/${id}/form-elements/%`).execute()).map((f) => f.key);

  it('a picture the saved definition shows is kept; once its element is deleted and saved, the picture is deleted too', async () => {
    const { owner, id, stored, withPicture } = await formWithPicture('deleting');
    // an upload never saved into the draft goes at the next save
    await storeElementImage(database.db, { formId: id, type: 'embedded-image', uid: 'pic000000001' }, GIF);
    expect(await keysOf(id)).toHaveLength(2);
    expect(await saveForm(database.db, owner, id, { definition: { ...withPicture, description: 'touched' }, baseVersion: '0.2.0' })).toMatchObject({ kind: 'saved' });
    expect(await keysOf(id)).toEqual([`forms/${id}/form-elements/embedded-image/pic000000001/${stored.name}`]);
    const without = { ...withPicture, elements: withPicture.elements.filter((e) => e.uid !== 'pic000000001') };
    expect(await saveForm(database.db, owner, id, { definition: without, baseVersion: '0.3.0' })).toMatchObject({ kind: 'saved' });
    expect(await keysOf(id)).toEqual([]);
  });

  it('a picture a published version still shows is kept after the draft drops it', async () => {
    const { id, stored, withPicture } = await formWithPicture('published');
    await database.db
      .insertInto('published_workflows')
      .values({ id: `pub${id}`.slice(0, 20), form_id: id, version: '1.0.0', name: 'Published pictures', state: 'Utah', type: 'Divorce', children_option: 'both', counties: JSON.stringify([]), definition: JSON.stringify(withPicture) })
      .execute();
    const without = { ...withPicture, elements: withPicture.elements.filter((e) => e.uid !== 'pic000000001') };
    expect(await deleteUnusedMedia(database.db, id, without)).toBe(0);
    expect(await keysOf(id)).toEqual([`forms/${id}/form-elements/embedded-image/pic000000001/${stored.name}`]);
  });

  it("a clone's pictures are its own copies, so deleting the original leaves them showing", async () => {
    const { owner, id, stored } = await formWithPicture('cloning');
    const copyId = (await cloneForm(database.db, owner, id, { keepCollaborators: false }))!;
    const copy = (await loadForm(database.db, owner, copyId))!;
    const picture = copy.definition.elements.find((e) => e.uid === 'pic000000001') as { images: { url: string }[] };
    expect(picture.images[0]!.url).toBe(`/form-media/${copyId}/embedded-image/pic000000001/${stored.name}`);
    expect(await readElementMedia(database.db, { formId: copyId, type: 'embedded-image', uid: 'pic000000001', name: stored.name })).toBeDefined();
  });
});
