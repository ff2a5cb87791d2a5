/** Module Federation name of this remote (also its single-spa application name). */
export const REMOTE_NAME = 'mf_student';
/** Navigation label of the area. */
export const REMOTE_LABEL = 'Dashboard';
/** The remote's version (webpack defines it), named in error reports; undefined where no build defined it (jest). */
export const REMOTE_VERSION: string | undefined =
  typeof __PACKAGE_VERSION__ === 'string' ? __PACKAGE_VERSION__ : undefined;
