/**
 * A module a Vite config loads when it runs: Vite restarts the dev server when a file the config
 * imports changes, and the content plugins reach every data file, so each save in the editor did.
 */
export const loadAtRunTime = <Module>(
  file: string,
  from: string,
): Promise<Module> => import(/* @vite-ignore */ new URL(file, from).href);
