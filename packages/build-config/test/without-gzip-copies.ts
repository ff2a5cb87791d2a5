import CompressionPlugin from 'compression-webpack-plugin';
import type webpack from 'webpack';

/**
 * A fixture build's plugins without the one writing the gzip copies: Zopfli's, most of a production build's time, and
 * read only by production-output.test.ts (the brotli copies stay).
 */
export function withoutGzipCopies(plugins: webpack.Configuration['plugins']): webpack.Configuration['plugins'] {
  return plugins?.filter(
    (plugin) =>
      !(
        plugin instanceof CompressionPlugin &&
        (plugin as unknown as { options: { filename: string } }).options.filename.endsWith('.gz')
      ),
  );
}
