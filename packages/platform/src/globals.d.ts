/** Build-time constants every app gets from the webpack factory (DefinePlugin). */
declare const __APP_NAME__: string;
declare const __PACKAGE_VERSION__: string;
