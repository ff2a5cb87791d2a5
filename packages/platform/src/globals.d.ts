/** Build-time constants every app gets from the webpack factory (DefinePlugin). */
declare const __APP_NAME__: string;
declare const __PACKAGE_VERSION__: string;
/** First route prefix of the remote being built (remotes.config.json), '/' for the shell. */
declare const __REMOTE_HOME__: string;
