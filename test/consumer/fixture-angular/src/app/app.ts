// The test page: the README's BoardComponent (./board.component.ts), and a bot-against-bot board
// whose (tabla-move) handler writes the first play into the template. The bot board names the
// copied worker as the README's recipe does, unless the page's URL has `?no-recipe`.
import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';
import type { TablaMoveDetail } from 'tabla-board';
import { BoardComponent } from './board.component';

/** The README sample, and a board where both sides are bots. */
@Component({
  selector: 'app-root',
  imports: [BoardComponent],
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <app-board />
    <tabla-board
      id="bots"
      [attr.worker-url]="workerUrl"
      white-player="bot"
      black-player="bot"
      [botLevel]="'easy'"
      seed="consumer"
      animation="off"
      (tabla-move)="onMove($event)"
    ></tabla-board>
    <p id="first-play">{{ firstPlay() }}</p>
  `,
})
export class App {
  protected readonly firstPlay = signal('');
  protected readonly workerUrl = new URLSearchParams(location.search).has('no-recipe') ? null : '/tabla-board.worker.js';

  protected onMove(event: CustomEvent<TablaMoveDetail>) {
    if (!this.firstPlay()) this.firstPlay.set(`${event.detail.player}: ${event.detail.notation}`);
  }
}
