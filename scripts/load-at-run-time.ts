/**
 * A module a Vite config loads when it runs, not through its imports. Vite restarts the dev server
 * whenever a file the config imports changes, and the content plugins reach every data file under
 * content/ (through the schemas, which read identity.json): an import in a config made each save
 * in the editor restart that config's server. An address built at run time is left alone by
 * Vite's bundling of the config, so Node loads the module itself. Its own edits need a restart
 * by hand.
 */
export const loadAtRunTime = <Module>(
  file: string,
  from: string,
): Promise<Module> => import(/* @vite-ignore */ new URL(file, from).href);
