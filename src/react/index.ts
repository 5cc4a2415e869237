/**
 * `tabla-board/react`: React components for `<tabla-board>` and `<tabla-rules>`, made with
 * @lit/react. Properties pass as props (objects too, e.g. `bot`, `replay`), events as typed
 * `onTabla…` props: `<TablaBoard botLevel="hard" onTablaMove={(e) => e.detail.notation} />`.
 * Importing this module registers the elements. React 19 users may also write `<tabla-board>`
 * directly in TSX: the types of this entry declare both elements in `JSX.IntrinsicElements`.
 */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { TablaBoard as TablaBoardElement } from '../board/tabla-board.js';
import { TablaRules as TablaRulesElement } from '../rules/tabla-rules.js';
import type { TablaEventMap } from '../engine/live/events.js';
import type { TablaLocaleChangeDetail } from '../i18n/controller.js';

/** `tabla-move` → `onTablaMove`. */
type HandlerName<E extends string> = E extends `${infer Head}-${infer Tail}` ? `${Head}${HandlerName<Capitalize<Tail>>}` : E;
type OnName<E extends string> = `on${Capitalize<HandlerName<E>>}`;

/** The board's events as @lit/react's event map: handler prop → event name, typed by its detail. */
type BoardEvents = { [E in keyof TablaEventMap as OnName<E>]: EventName<CustomEvent<TablaEventMap[E]>> };

/** Every event of the board, by its handler prop (a missing or extra event fails to compile). */
const boardEvents: BoardEvents = {
  onTablaRoll: 'tabla-roll' as EventName<CustomEvent<TablaEventMap['tabla-roll']>>,
  onTablaRollRequest: 'tabla-roll-request' as EventName<CustomEvent<TablaEventMap['tabla-roll-request']>>,
  onTablaBeforeMove: 'tabla-before-move' as EventName<CustomEvent<TablaEventMap['tabla-before-move']>>,
  onTablaMove: 'tabla-move' as EventName<CustomEvent<TablaEventMap['tabla-move']>>,
  onTablaMoveRefused: 'tabla-move-refused' as EventName<CustomEvent<TablaEventMap['tabla-move-refused']>>,
  onTablaClock: 'tabla-clock' as EventName<CustomEvent<TablaEventMap['tabla-clock']>>,
  onTablaTimeout: 'tabla-timeout' as EventName<CustomEvent<TablaEventMap['tabla-timeout']>>,
  onTablaTurn: 'tabla-turn' as EventName<CustomEvent<TablaEventMap['tabla-turn']>>,
  onTablaGameEnd: 'tabla-game-end' as EventName<CustomEvent<TablaEventMap['tabla-game-end']>>,
  onTablaMatchEnd: 'tabla-match-end' as EventName<CustomEvent<TablaEventMap['tabla-match-end']>>,
  onTablaError: 'tabla-error' as EventName<CustomEvent<TablaEventMap['tabla-error']>>,
  onTablaBeforeDouble: 'tabla-before-double' as EventName<CustomEvent<TablaEventMap['tabla-before-double']>>,
  onTablaDouble: 'tabla-double' as EventName<CustomEvent<TablaEventMap['tabla-double']>>,
  onTablaTake: 'tabla-take' as EventName<CustomEvent<TablaEventMap['tabla-take']>>,
  onTablaPass: 'tabla-pass' as EventName<CustomEvent<TablaEventMap['tabla-pass']>>,
};

/** `<tabla-board>` as a React component, with `onTabla…` props for its events. */
export const TablaBoard = createComponent({
  react: React,
  tagName: 'tabla-board',
  elementClass: TablaBoardElement,
  events: boardEvents,
  displayName: 'TablaBoard',
});

/** `<tabla-rules>` as a React component; `onTablaLocaleChange` when the panel switches language. */
export const TablaRules = createComponent({
  react: React,
  tagName: 'tabla-rules',
  elementClass: TablaRulesElement,
  events: { onTablaLocaleChange: 'tabla-locale-change' as EventName<CustomEvent<TablaLocaleChangeDetail>> },
  displayName: 'TablaRules',
});
