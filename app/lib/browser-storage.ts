/**
 * The browser's localStorage or sessionStorage, or undefined where there is none. Reading either
 * property throws (a SecurityError) where the visitor blocks cookies and site data, so no module
 * reads them directly: every storage access goes through here and copes with undefined.
 */
export function browserStorage(
  kind: "localStorage" | "sessionStorage",
): Storage | undefined {
  try {
    return globalThis[kind];
  } catch {
    return undefined;
  }
}

/**
 * An inline script for the page's head: where reading `sessionStorage` throws, puts a stand-in
 * that keeps nothing. React Router's scroll-restoration script reads it before hydration and,
 * when that throws, throws again from its own `catch` (an uncaught error on every page).
 */
export const SESSION_STORAGE_STAND_IN = `try{sessionStorage}catch(e){Object.defineProperty(window,"sessionStorage",{configurable:true,value:{length:0,key:function(){return null},getItem:function(){return null},setItem:function(){},removeItem:function(){},clear:function(){}}})}`;
