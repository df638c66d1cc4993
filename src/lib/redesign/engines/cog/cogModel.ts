/** What a Cog server runs here: adirik/interior-design's predictor (README: a self-hosted model). */
export const COG_MODEL = 'adirik/interior-design'
