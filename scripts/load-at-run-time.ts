/** Imported at run time: Vite restarts on a change to any file its config imports statically. */
export const loadAtRunTime = <Module>(
  file: string,
  from: string,
): Promise<Module> => import(/* @vite-ignore */ new URL(file, from).href);
