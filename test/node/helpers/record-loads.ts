/** Use with `node --import ./record-loads.js`: records resolved modules (see record-loads-hooks.ts). */
import { register } from 'node:module';

register('./record-loads-hooks.js', import.meta.url);
