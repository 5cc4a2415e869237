import { expect, fixture, html } from '@open-wc/testing';
import { TablaBoard, BotClient } from '../../src/index.js';

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
    const el = await fixture<TablaBoard>(
      html`<tabla-board tradition="greek" game="fevga" match-length="5"></tabla-board>`,
    );
    expect(el.tradition).to.equal('greek');
    expect(el.game).to.equal('fevga');
    expect(el.matchLength).to.equal(5);
    expect(el.shadowRoot!.querySelector('svg')).to.exist;
  });

  it('pings its bot in a worker', async () => {
    const el = await fixture<TablaBoard>(html`<tabla-board></tabla-board>`);
    expect(el.botMode).to.equal('none');
    expect(await el.pingBot()).to.equal('pong');
    expect(el.botMode).to.equal('worker');
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

  it('uses a worker URL the host supplies', async () => {
    const bot = client({ workerUrl: new URL('/src/bot/worker.js', location.href) });
    expect(await bot.ping()).to.equal('pong');
    expect(bot.mode).to.equal('worker');
  });

  it('falls back to the main thread when the worker cannot be created', async () => {
    const bot = client({ workerUrl: 'http://127.0.0.1:9/worker.js' }); // another origin: SecurityError
    expect(await bot.ping()).to.equal('pong');
    expect(bot.mode).to.equal('main-thread');
  });

  it('falls back to the main thread when the worker fails to load', async () => {
    const bot = client({ workerUrl: '/no/such/worker.js' });
    expect(await bot.ping()).to.equal('pong');
    expect(bot.mode).to.equal('main-thread');
  });

  it('can be told to stay on the main thread', async () => {
    const bot = client({ mainThread: true });
    expect(await bot.ping()).to.equal('pong');
    expect(bot.mode).to.equal('main-thread');
  });
});
