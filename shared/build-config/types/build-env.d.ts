/** Values webpack's DefinePlugin writes into every app build. */
declare const process: {
  env: {
    /** Set by the deploy pipeline (BX_BUILD_TAG) to name the build a player is running. */
    BX_BUILD_TAG: string;
  };
};
