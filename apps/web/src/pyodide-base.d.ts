declare const __PYODIDE_BASE__: string;
