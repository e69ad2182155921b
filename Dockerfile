# Loom in a container: `docker build -t loom .`, then, from a folder of notebooks,
#   docker run --rm -v "$PWD:/work" -w /work loom render . --out _site
# The build stage compiles Loom with the Swift toolchain and installs it self-contained
# (Scripts/install); the final image has only that, the C libraries and the fonts.
# The toolchain Loom is tested with; override with --build-arg SWIFT_IMAGE=… for another.
ARG SWIFT_IMAGE=swift:6.3-bookworm
FROM ${SWIFT_IMAGE} AS build
WORKDIR /src
COPY . .
# Chromium is only for Loom's own browser tests.
RUN LOOM_BOOTSTRAP_NO_BROWSER=1 Scripts/install /opt/loom

FROM debian:bookworm-slim
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      libcairo2 libpango-1.0-0 libpangocairo-1.0-0 libturbojpeg0 \
      libcmark-gfm0.29.0.gfm.6 libcmark-gfm-extensions0.29.0.gfm.6 \
      libstdc++6 libgcc-s1 libcurl4 libxml2 \
      fonts-inter fonts-jetbrains-mono fonts-materialdesignicons-webfont fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/* \
 && fc-cache -f
COPY --from=build /opt/loom /opt/loom
ENV PATH=/opt/loom/bin:$PATH
ENTRYPOINT ["loom"]
CMD ["--help"]
