/** `tabla-board/figure`: the read-only figure element for articles, without the engine's move generation. Registers `<tabla-figure>`. */
import { defineFigure } from './tabla-figure.js';

export { TablaFigure, defineFigure } from './tabla-figure.js';
export { drawFigure, type FigureModel } from './draw.js';
export { pipCounts } from '../engine/position.js';
export { parseArrows, parseHighlights, citesPoints, type Arrow } from './marks.js';

defineFigure();
