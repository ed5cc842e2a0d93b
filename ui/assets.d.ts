// esbuild turns an imported stylesheet into dist/ui/app.css; the import itself has no value.
declare module '*.css';
