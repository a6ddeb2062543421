declare module '*.css';
/** An image the build emits as a file of its own (asset/resource): the import is its URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
