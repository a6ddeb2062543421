/** Values webpack's DefinePlugin writes into every app build. */
declare const process: {
  env: {
    /** 'production' or 'development', by the build's mode. */
    NODE_ENV: string;
    /** Set by the deploy pipeline (BX_BUILD_TAG) to name the build a player is running. */
    BX_BUILD_TAG: string;
  };
};
