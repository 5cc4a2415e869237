/** `tabla-board/figure`: the read-only figure element for articles, without the engine's move generation. Registers `<tabla-figure>`. */
import { defineFigure } from './tabla-figure.js';

export { TablaFigure, defineFigure } from './tabla-figure.js';
export { drawFigure, pipCounts, type FigureModel } from './draw.js';
export { parseArrows, parseHighlights, citesPoints, type Arrow } from './marks.js';

defineFigure();
