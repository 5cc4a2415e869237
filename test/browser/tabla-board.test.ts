import { expect, fixture, html } from '@open-wc/testing';
import { TablaBoard, BotClient, type BotFallback } from '../../src/index.js';
import { warningsOf } from './helpers/waiting.js';

describe('<tabla-board>', () => {
  it('is accessible', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board></tabla-board>`);
    await expect(el).to.be.accessible();
  });

  it('is registered once, as TablaBoard', () => {
    expect(customElements.get('tabla-board')).to.equal(TablaBoard);
    expect(document.createElement('tabla-board')).to.be.instanceOf(TablaBoard);
  });

  it('reads its attributes and renders the board', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board tradition="greek" game="fevga" match-length="5"></tabla-board>`);
    expect(el.tradition).to.equal('greek');
    expect(el.game).to.equal('fevga');
    expect(el.matchLength).to.equal(5);
    expect(el.shadowRoot!.querySelector('svg')).to.exist;
  });

  it('pings its bot in a worker', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board></tabla-board>`);
    expect(el.botMode).to.equal('none');
    expect(await el.pingBot()).to.equal('pong');
    expect(el.botMode).to.equal('worker+wasm');
  });
});

describe('BotClient', () => {
  const clients: BotClient[] = [];
  const client = (options?: ConstructorParameters<typeof BotClient>[0]) => {
    const c = new BotClient(options);
    clients.push(c);
    return c;
  };
  afterEach(() => clients.splice(0).forEach((c) => c.dispose()));

  it('uses a worker URL the host supplies, with WebAssembly, and reports nothing', async () => {
    const fallbacks: BotFallback[] = [];
    const bot = client({ workerUrl: new URL('/src/bot/worker.js', location.href), onFallback: (f) => fallbacks.push(f) });
    const warnings = await warningsOf(async () => {
      expect(await bot.ping()).to.equal('pong');
    });
    expect(bot.mode).to.equal('worker+wasm');
    expect(fallbacks).to.deep.equal([]);
    expect(warnings).to.deep.equal([]);
  });

  it('falls back to the main thread when the worker cannot be created, and says so once with the cause and the fix', async () => {
    const fallbacks: BotFallback[] = [];
    const bot = client({ workerUrl: 'http://127.0.0.1:9/worker.js', onFallback: (f) => fallbacks.push(f) }); // another origin: SecurityError
    const warnings = await warningsOf(async () => {
      expect(await bot.ping()).to.equal('pong');
      expect(await bot.ping()).to.equal('pong');
    });
    expect(bot.mode).to.equal('main-thread+wasm');
    expect(fallbacks.map((f) => f.fallback)).to.deep.equal(['main-thread']);
    expect(fallbacks[0].message).to.match(/worker could not start \(SecurityError: .*Fix: /);
    expect(warnings).to.deep.equal([`tabla-board: ${fallbacks[0].message}`]);
  });

  it('falls back to the main thread when the worker fails to load, naming the URL', async () => {
    const fallbacks: BotFallback[] = [];
    const bot = client({ workerUrl: '/no/such/worker.js', onFallback: (f) => fallbacks.push(f) });
    const warnings = await warningsOf(async () => {
      expect(await bot.ping()).to.equal('pong');
    });
    expect(bot.mode).to.equal('main-thread+wasm');
    expect(fallbacks.map((f) => f.fallback)).to.deep.equal(['main-thread']);
    expect(fallbacks[0].message).to.match(/did not load: \/no\/such\/worker\.js\).*worker-url/);
    expect(warnings.length).to.equal(1);
  });

  it('can be told to stay on the main thread, which is no fallback', async () => {
    const fallbacks: BotFallback[] = [];
    const bot = client({ mainThread: true, onFallback: (f) => fallbacks.push(f) });
    expect(bot.mode).to.equal('none');
    expect(await bot.ping()).to.equal('pong');
    expect(bot.mode).to.equal('main-thread+wasm');
    expect(fallbacks).to.deep.equal([]);
  });
});
