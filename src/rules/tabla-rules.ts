import { TablaRules } from './tabla-rules.component.js';

export { TablaRules };

// Guarded, so that a second copy on the page (script tag and npm) is harmless.
if (!customElements.get('tabla-rules')) {
  customElements.define('tabla-rules', TablaRules);
}

declare global {
  interface HTMLElementTagNameMap {
    'tabla-rules': TablaRules;
  }
}
