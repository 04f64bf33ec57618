.rnpu v1
.cores 16
.core 0
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=6784 dram=12608 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=2048 stride2=0 esize=e16
  dma.load sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=18 dram=1254592 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1254656 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1254720 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=0 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=2304 dram=1254624 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1254688 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1254752 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=272 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=272 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=18 dram=1254656 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1254720 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1254784 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=544 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=544 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=2304 dram=1254688 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1254752 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1254816 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=816 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:vec acc=816 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=4608 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=6784 bias=1 act=none
  vec.act push:dma sp=4608 sp2=4608 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=4608 dram=1123584 n0=1 n1=16 n2=32
  dma.store sp=5696 dram=1123648 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=20352 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1123456 n0=1 n1=16 n2=34 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16384 step=1
  dma.load sp=1120 dram=1123456 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1123520 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1123584 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=12672 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=13696 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=14720 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=15744 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=16768 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=20352 bias=1 act=none
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=18176 dram=1188992 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1189056 n0=1 n1=16 n2=32
  signal
  signal
  dma.load push:vec sp=22528 dram=31168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16382 step=2
  wait mask=49153 step=3
  dma.load sp=32 dram=1189056 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1189120 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1189184 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1189248 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=27072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=28096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=29120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=30144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=20352 dram=1123584 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=21440 dram=1123648 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=22528 bias=1 act=none
  vec.alu pop:dma sp=18176 sp2=18176 sp3=20352 rows=68 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.store pop:vec sp=18176 dram=1221888 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1221952 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=1216 dram=31556 n0=1 n1=1 n2=1 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  wait mask=16384 step=5
  l2.discard dram=1090688 bytes=32768
  l2.discard dram=1123456 bytes=32768
  l2.discard dram=1188992 bytes=32768
  dma.load sp=0 dram=1221760 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=20 stride2=2 esize=e16
  dma.load push:mat sp=64 dram=31236 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=64 m=1 k=16 n=1 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  vec.cvt pop:dma+mat push:dma sp=1152 acc=0 rows=1 cols=1 ld=1 ldc=16 sp3=1216 bias=1 act=none
  dma.store pop:vec sp=1152 dram=1260676 n0=1 n1=1 n2=1
.core 1
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=6784 dram=12608 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=2048 stride2=0 esize=e16
  dma.load sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=18 dram=1254720 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1254784 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1254848 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=0 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=2304 dram=1254752 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1254816 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1254880 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=272 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=272 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=18 dram=1254784 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1254848 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1254912 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=544 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=544 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=2304 dram=1254816 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1254880 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1254944 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=816 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:vec acc=816 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=4608 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=6784 bias=1 act=none
  vec.act push:dma sp=4608 sp2=4608 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=4608 dram=1123712 n0=1 n1=16 n2=32
  dma.store sp=5696 dram=1123776 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=20352 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16383 step=1
  wait mask=49152 step=2
  dma.load sp=32 dram=1123776 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1123840 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1123904 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1123968 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=12672 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=13696 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=14720 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=15744 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=16768 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=20352 bias=1 act=none
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=18176 dram=1189376 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1189440 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=22528 dram=31168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16382 step=2
  wait mask=49153 step=3
  dma.load sp=32 dram=1189312 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1189376 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1189440 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1189504 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=27072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=28096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=29120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=30144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=20352 dram=1123840 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=21440 dram=1123904 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=22528 bias=1 act=none
  vec.alu pop:dma sp=18176 sp2=18176 sp3=20352 rows=68 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.store pop:vec sp=18176 dram=1222144 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1222208 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=1216 dram=31558 n0=1 n1=1 n2=1 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  wait mask=16384 step=5
  dma.load sp=0 dram=1221760 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=20 stride2=2 esize=e16
  dma.load push:mat sp=64 dram=31238 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=64 m=1 k=16 n=1 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  vec.cvt pop:dma+mat push:dma sp=1152 acc=0 rows=1 cols=1 ld=1 ldc=16 sp3=1216 bias=1 act=none
  dma.store pop:vec sp=1152 dram=1260678 n0=1 n1=1 n2=1
.core 2
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=6784 dram=12608 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=2048 stride2=0 esize=e16
  dma.load sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=18 dram=1254848 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1254912 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1254976 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=0 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=2304 dram=1254880 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1254944 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1255008 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=272 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=272 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=18 dram=1254912 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1254976 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1255040 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=544 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=544 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=2304 dram=1254944 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1255008 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1255072 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=816 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:vec acc=816 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=4608 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=6784 bias=1 act=none
  vec.act push:dma sp=4608 sp2=4608 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=4608 dram=1123840 n0=1 n1=16 n2=32
  dma.store sp=5696 dram=1123904 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=20352 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16383 step=1
  wait mask=49152 step=2
  dma.load sp=32 dram=1123904 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1123968 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1124032 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1124096 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=12672 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=13696 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=14720 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=15744 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=16768 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=20352 bias=1 act=none
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=18176 dram=1189504 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1189568 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=22528 dram=31168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16382 step=2
  wait mask=49153 step=3
  dma.load sp=32 dram=1189440 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1189504 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1189568 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1189632 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=27072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=28096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=29120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=30144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=20352 dram=1123968 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=21440 dram=1124032 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=22528 bias=1 act=none
  vec.alu pop:dma sp=18176 sp2=18176 sp3=20352 rows=68 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.store pop:vec sp=18176 dram=1222272 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1222336 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=1216 dram=31560 n0=1 n1=1 n2=1 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  wait mask=16384 step=5
  dma.load sp=0 dram=1221760 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=20 stride2=2 esize=e16
  dma.load push:mat sp=64 dram=31240 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=64 m=1 k=16 n=1 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  vec.cvt pop:dma+mat push:dma sp=1152 acc=0 rows=1 cols=1 ld=1 ldc=16 sp3=1216 bias=1 act=none
  dma.store pop:vec sp=1152 dram=1260680 n0=1 n1=1 n2=1
.core 3
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=6784 dram=12608 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=2048 stride2=0 esize=e16
  dma.load sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=18 dram=1254976 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1255040 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1255104 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=0 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=2304 dram=1255008 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1255072 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1255136 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=272 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=272 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=18 dram=1255040 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1255104 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1255168 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=544 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=544 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=2304 dram=1255072 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1255136 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1255200 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=816 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:vec acc=816 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=4608 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=6784 bias=1 act=none
  vec.act push:dma sp=4608 sp2=4608 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=4608 dram=1123968 n0=1 n1=16 n2=32
  dma.store sp=5696 dram=1124032 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=20352 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16383 step=1
  wait mask=49152 step=2
  dma.load sp=32 dram=1124032 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1124096 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1124160 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1124224 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=12672 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=13696 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=14720 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=15744 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=16768 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=20352 bias=1 act=none
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=18176 dram=1189632 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1189696 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=22528 dram=31168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16382 step=2
  wait mask=49153 step=3
  dma.load sp=32 dram=1189568 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1189632 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1189696 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1189760 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=27072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=28096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=29120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=30144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=20352 dram=1124096 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=21440 dram=1124160 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=22528 bias=1 act=none
  vec.alu pop:dma sp=18176 sp2=18176 sp3=20352 rows=68 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.store pop:vec sp=18176 dram=1222400 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1222464 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=1216 dram=31562 n0=1 n1=1 n2=1 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  wait mask=16384 step=5
  dma.load sp=0 dram=1221760 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=20 stride2=2 esize=e16
  dma.load push:mat sp=64 dram=31242 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=64 m=1 k=16 n=1 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  vec.cvt pop:dma+mat push:dma sp=1152 acc=0 rows=1 cols=1 ld=1 ldc=16 sp3=1216 bias=1 act=none
  dma.store pop:vec sp=1152 dram=1260682 n0=1 n1=1 n2=1
.core 4
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=6784 dram=12608 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=2048 stride2=0 esize=e16
  dma.load sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=18 dram=1255104 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1255168 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1255232 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=0 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=2304 dram=1255136 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1255200 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1255264 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=272 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=272 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=18 dram=1255168 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1255232 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1255296 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=544 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=544 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=2304 dram=1255200 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1255264 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1255328 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=816 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:vec acc=816 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=4608 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=6784 bias=1 act=none
  vec.act push:dma sp=4608 sp2=4608 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=4608 dram=1124096 n0=1 n1=16 n2=32
  dma.store sp=5696 dram=1124160 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=20352 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16383 step=1
  wait mask=49152 step=2
  dma.load sp=32 dram=1124160 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1124224 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1124288 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1124352 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=12672 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=13696 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=14720 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=15744 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=16768 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=20352 bias=1 act=none
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=18176 dram=1189760 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1189824 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=22528 dram=31168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16382 step=2
  wait mask=49153 step=3
  dma.load sp=32 dram=1189696 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1189760 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1189824 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1189888 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=27072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=28096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=29120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=30144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=20352 dram=1124224 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=21440 dram=1124288 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=22528 bias=1 act=none
  vec.alu pop:dma sp=18176 sp2=18176 sp3=20352 rows=68 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.store pop:vec sp=18176 dram=1222528 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1222592 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=1216 dram=31564 n0=1 n1=1 n2=1 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  wait mask=16384 step=5
  dma.load sp=0 dram=1221760 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=20 stride2=2 esize=e16
  dma.load push:mat sp=64 dram=31244 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=64 m=1 k=16 n=1 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  vec.cvt pop:dma+mat push:dma sp=1152 acc=0 rows=1 cols=1 ld=1 ldc=16 sp3=1216 bias=1 act=none
  dma.store pop:vec sp=1152 dram=1260684 n0=1 n1=1 n2=1
.core 5
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=6784 dram=12608 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=2048 stride2=0 esize=e16
  dma.load sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=18 dram=1255232 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1255296 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1255360 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=0 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=2304 dram=1255264 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1255328 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1255392 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=272 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=272 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=18 dram=1255296 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1255360 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1255424 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=544 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=544 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=2304 dram=1255328 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1255392 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1255456 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=816 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:vec acc=816 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=4608 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=6784 bias=1 act=none
  vec.act push:dma sp=4608 sp2=4608 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=4608 dram=1124224 n0=1 n1=16 n2=32
  dma.store sp=5696 dram=1124288 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=20352 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16383 step=1
  wait mask=49152 step=2
  dma.load sp=32 dram=1124288 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1124352 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1124416 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1124480 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=12672 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=13696 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=14720 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=15744 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=16768 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=20352 bias=1 act=none
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=18176 dram=1189888 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1189952 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=22528 dram=31168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16382 step=2
  wait mask=49153 step=3
  dma.load sp=32 dram=1189824 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1189888 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1189952 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1190016 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=27072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=28096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=29120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=30144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=20352 dram=1124352 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=21440 dram=1124416 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=22528 bias=1 act=none
  vec.alu pop:dma sp=18176 sp2=18176 sp3=20352 rows=68 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.store pop:vec sp=18176 dram=1222656 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1222720 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=1216 dram=31566 n0=1 n1=1 n2=1 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  wait mask=16384 step=5
  dma.load sp=0 dram=1221760 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=20 stride2=2 esize=e16
  dma.load push:mat sp=64 dram=31246 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=64 m=1 k=16 n=1 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  vec.cvt pop:dma+mat push:dma sp=1152 acc=0 rows=1 cols=1 ld=1 ldc=16 sp3=1216 bias=1 act=none
  dma.store pop:vec sp=1152 dram=1260686 n0=1 n1=1 n2=1
.core 6
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=6784 dram=12608 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=2048 stride2=0 esize=e16
  dma.load sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=18 dram=1255360 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1255424 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1255488 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=0 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=2304 dram=1255392 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1255456 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1255520 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=272 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=272 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=18 dram=1255424 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1255488 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1255552 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=544 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=544 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=2304 dram=1255456 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1255520 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1255584 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=816 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:vec acc=816 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=4608 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=6784 bias=1 act=none
  vec.act push:dma sp=4608 sp2=4608 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=4608 dram=1124352 n0=1 n1=16 n2=32
  dma.store sp=5696 dram=1124416 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=20352 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16383 step=1
  wait mask=49152 step=2
  dma.load sp=32 dram=1124416 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1124480 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1124544 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1124608 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=12672 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=13696 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=14720 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=15744 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=16768 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=20352 bias=1 act=none
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=18176 dram=1190016 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1190080 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=22528 dram=31168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16382 step=2
  wait mask=49153 step=3
  dma.load sp=32 dram=1189952 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1190016 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1190080 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1190144 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=27072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=28096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=29120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=30144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=20352 dram=1124480 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=21440 dram=1124544 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=22528 bias=1 act=none
  vec.alu pop:dma sp=18176 sp2=18176 sp3=20352 rows=68 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.store pop:vec sp=18176 dram=1222784 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1222848 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=1216 dram=31568 n0=1 n1=1 n2=1 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  wait mask=16384 step=5
  dma.load sp=0 dram=1221760 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=20 stride2=2 esize=e16
  dma.load push:mat sp=64 dram=31248 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=64 m=1 k=16 n=1 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  vec.cvt pop:dma+mat push:dma sp=1152 acc=0 rows=1 cols=1 ld=1 ldc=16 sp3=1216 bias=1 act=none
  dma.store pop:vec sp=1152 dram=1260688 n0=1 n1=1 n2=1
.core 7
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=6784 dram=12608 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=2048 stride2=0 esize=e16
  dma.load sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=18 dram=1255488 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1255552 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1255616 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=0 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=2304 dram=1255520 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1255584 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1255648 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=272 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=272 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=18 dram=1255552 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1255616 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1255680 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=544 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=544 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=2304 dram=1255584 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1255648 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1255712 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=816 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:vec acc=816 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=4608 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=6784 bias=1 act=none
  vec.act push:dma sp=4608 sp2=4608 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=4608 dram=1124480 n0=1 n1=16 n2=32
  dma.store sp=5696 dram=1124544 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=20352 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16383 step=1
  wait mask=49152 step=2
  dma.load sp=32 dram=1124544 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1124608 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1124672 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1124736 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=12672 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=13696 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=14720 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=15744 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=16768 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=20352 bias=1 act=none
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=18176 dram=1190144 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1190208 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=22528 dram=31168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16382 step=2
  wait mask=49153 step=3
  dma.load sp=32 dram=1190080 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1190144 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1190208 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1190272 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=27072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=28096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=29120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=30144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=20352 dram=1124608 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=21440 dram=1124672 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=22528 bias=1 act=none
  vec.alu pop:dma sp=18176 sp2=18176 sp3=20352 rows=68 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.store pop:vec sp=18176 dram=1222912 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1222976 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=1216 dram=31570 n0=1 n1=1 n2=1 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  wait mask=16384 step=5
  dma.load sp=0 dram=1221760 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=20 stride2=2 esize=e16
  dma.load push:mat sp=64 dram=31250 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=64 m=1 k=16 n=1 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  vec.cvt pop:dma+mat push:dma sp=1152 acc=0 rows=1 cols=1 ld=1 ldc=16 sp3=1216 bias=1 act=none
  dma.store pop:vec sp=1152 dram=1260690 n0=1 n1=1 n2=1
.core 8
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=6784 dram=12608 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=2048 stride2=0 esize=e16
  dma.load sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=18 dram=1255616 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1255680 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1255744 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=0 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=2304 dram=1255648 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1255712 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1255776 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=272 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=272 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=18 dram=1255680 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1255744 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1255808 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=544 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=544 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=2304 dram=1255712 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1255776 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1255840 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=816 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:vec acc=816 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=4608 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=6784 bias=1 act=none
  vec.act push:dma sp=4608 sp2=4608 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=4608 dram=1124608 n0=1 n1=16 n2=32
  dma.store sp=5696 dram=1124672 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=20352 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16383 step=1
  wait mask=49152 step=2
  dma.load sp=32 dram=1124672 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1124736 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1124800 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1124864 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=12672 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=13696 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=14720 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=15744 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=16768 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=20352 bias=1 act=none
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=18176 dram=1190272 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1190336 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=22528 dram=31168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16382 step=2
  wait mask=49153 step=3
  dma.load sp=32 dram=1190208 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1190272 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1190336 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1190400 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=27072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=28096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=29120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=30144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=20352 dram=1124736 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=21440 dram=1124800 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=22528 bias=1 act=none
  vec.alu pop:dma sp=18176 sp2=18176 sp3=20352 rows=68 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.store pop:vec sp=18176 dram=1223040 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1223104 n0=1 n1=16 n2=32
  signal
.core 9
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=6784 dram=12608 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=2048 stride2=0 esize=e16
  dma.load sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=18 dram=1255744 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1255808 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1255872 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=0 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=2304 dram=1255776 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1255840 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1255904 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=272 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=272 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=18 dram=1255808 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1255872 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1255936 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=544 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=544 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=2304 dram=1255840 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1255904 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1255968 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=816 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:vec acc=816 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=4608 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=6784 bias=1 act=none
  vec.act push:dma sp=4608 sp2=4608 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=4608 dram=1124736 n0=1 n1=16 n2=32
  dma.store sp=5696 dram=1124800 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=20352 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16383 step=1
  wait mask=49152 step=2
  dma.load sp=32 dram=1124800 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1124864 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1124928 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1124992 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=12672 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=13696 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=14720 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=15744 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=16768 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=20352 bias=1 act=none
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=18176 dram=1190400 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1190464 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=22528 dram=31168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16382 step=2
  wait mask=49153 step=3
  dma.load sp=32 dram=1190336 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1190400 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1190464 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1190528 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=27072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=28096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=29120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=30144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=20352 dram=1124864 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=21440 dram=1124928 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=22528 bias=1 act=none
  vec.alu pop:dma sp=18176 sp2=18176 sp3=20352 rows=68 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.store pop:vec sp=18176 dram=1223168 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1223232 n0=1 n1=16 n2=32
  signal
.core 10
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=6784 dram=12608 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=2048 stride2=0 esize=e16
  dma.load sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=18 dram=1255872 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1255936 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1256000 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=0 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=2304 dram=1255904 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1255968 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1256032 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=272 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=272 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=18 dram=1255936 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1256000 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1256064 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=544 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=544 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=2304 dram=1255968 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1256032 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1256096 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=816 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:vec acc=816 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=4608 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=6784 bias=1 act=none
  vec.act push:dma sp=4608 sp2=4608 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=4608 dram=1124864 n0=1 n1=16 n2=32
  dma.store sp=5696 dram=1124928 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=20352 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16383 step=1
  wait mask=49152 step=2
  dma.load sp=32 dram=1124928 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1124992 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1125056 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1125120 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=12672 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=13696 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=14720 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=15744 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=16768 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=20352 bias=1 act=none
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=18176 dram=1190528 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1190592 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=22528 dram=31168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16382 step=2
  wait mask=49153 step=3
  dma.load sp=32 dram=1190464 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1190528 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1190592 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1190656 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=27072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=28096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=29120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=30144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=20352 dram=1124992 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=21440 dram=1125056 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=22528 bias=1 act=none
  vec.alu pop:dma sp=18176 sp2=18176 sp3=20352 rows=68 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.store pop:vec sp=18176 dram=1223296 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1223360 n0=1 n1=16 n2=32
  signal
.core 11
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=6784 dram=12608 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=2048 stride2=0 esize=e16
  dma.load sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=18 dram=1256000 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1256064 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1256128 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=0 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=2304 dram=1256032 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1256096 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1256160 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=272 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=272 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=18 dram=1256064 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1256128 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1256192 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=544 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=544 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=2304 dram=1256096 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1256160 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1256224 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=816 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:vec acc=816 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=4608 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=6784 bias=1 act=none
  vec.act push:dma sp=4608 sp2=4608 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=4608 dram=1124992 n0=1 n1=16 n2=32
  dma.store sp=5696 dram=1125056 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=20352 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16383 step=1
  wait mask=49152 step=2
  dma.load sp=32 dram=1125056 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1125120 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1125184 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1125248 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=12672 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=13696 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=14720 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=15744 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=16768 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=20352 bias=1 act=none
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=18176 dram=1190656 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1190720 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=22528 dram=31168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16382 step=2
  wait mask=49153 step=3
  dma.load sp=32 dram=1190592 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1190656 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1190720 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1190784 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=27072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=28096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=29120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=30144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=20352 dram=1125120 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=21440 dram=1125184 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=22528 bias=1 act=none
  vec.alu pop:dma sp=18176 sp2=18176 sp3=20352 rows=68 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.store pop:vec sp=18176 dram=1223424 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1223488 n0=1 n1=16 n2=32
  signal
.core 12
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=6784 dram=12608 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=2048 stride2=0 esize=e16
  dma.load sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=18 dram=1256128 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1256192 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1256256 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=0 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=2304 dram=1256160 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1256224 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1256288 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=272 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=272 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=18 dram=1256192 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1256256 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1256320 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=544 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=544 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=2304 dram=1256224 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1256288 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1256352 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=816 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:vec acc=816 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=4608 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=6784 bias=1 act=none
  vec.act push:dma sp=4608 sp2=4608 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=4608 dram=1125120 n0=1 n1=16 n2=32
  dma.store sp=5696 dram=1125184 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=20352 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16383 step=1
  wait mask=49152 step=2
  dma.load sp=32 dram=1125184 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1125248 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1125312 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1125376 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=12672 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=13696 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=14720 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=15744 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=16768 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=20352 bias=1 act=none
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=18176 dram=1190784 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1190848 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=22528 dram=31168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16382 step=2
  wait mask=49153 step=3
  dma.load sp=32 dram=1190720 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1190784 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1190848 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1190912 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=27072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=28096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=29120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=30144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=20352 dram=1125248 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=21440 dram=1125312 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=22528 bias=1 act=none
  vec.alu pop:dma sp=18176 sp2=18176 sp3=20352 rows=68 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.store pop:vec sp=18176 dram=1223552 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1223616 n0=1 n1=16 n2=32
  signal
.core 13
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=6784 dram=12608 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=2048 stride2=0 esize=e16
  dma.load sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=18 dram=1256256 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1256320 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1256384 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=0 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=2304 dram=1256288 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1256352 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1256416 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=272 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=272 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=18 dram=1256320 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1256384 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1256448 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=544 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=544 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=2304 dram=1256352 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1256416 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1256480 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=816 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:vec acc=816 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=4608 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=6784 bias=1 act=none
  vec.act push:dma sp=4608 sp2=4608 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=4608 dram=1125248 n0=1 n1=16 n2=32
  dma.store sp=5696 dram=1125312 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=20352 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=32768 step=1
  dma.load sp=32 dram=1125312 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1125376 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1125440 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1123456 n0=1 n1=16 n2=34 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=12672 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=13696 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=14720 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=15744 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=16768 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=20352 bias=1 act=none
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=18176 dram=1190912 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1190976 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=22528 dram=31168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16382 step=2
  wait mask=49153 step=3
  dma.load sp=32 dram=1189184 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1189248 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1189312 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1189376 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=27072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=28096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=29120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=30144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=20352 dram=1123712 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=21440 dram=1123776 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=22528 bias=1 act=none
  vec.alu pop:dma sp=18176 sp2=18176 sp3=20352 rows=68 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.store pop:vec sp=18176 dram=1222016 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1222080 n0=1 n1=16 n2=32
  signal
.core 14
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=6784 dram=12608 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=0 dram=1254528 n0=1 n1=3 n2=19 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1254528 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1254592 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=0 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=2304 dram=1254528 n0=1 n1=3 n2=19 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1254560 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1254624 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=272 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=272 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=18 dram=1254528 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1254592 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1254656 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=544 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=544 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=2304 dram=1254560 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1254624 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1254688 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=816 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:vec acc=816 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=4608 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=6784 bias=1 act=none
  vec.act push:dma sp=4608 sp2=4608 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=4608 dram=1123456 n0=1 n1=16 n2=32
  dma.store sp=5696 dram=1123520 n0=1 n1=16 n2=32
  signal
  signal
  dma.load push:vec sp=20352 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16383 step=1
  wait mask=49152 step=2
  dma.load sp=32 dram=1123520 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1123584 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1123648 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1123712 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=12672 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=13696 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=14720 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=15744 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=16768 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=20352 bias=1 act=none
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=18176 dram=1189120 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1189184 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=22528 dram=31168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1188992 n0=1 n1=16 n2=34 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=1 step=2
  dma.load sp=1120 dram=1188992 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1189056 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1189120 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=27072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=28096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=29120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=30144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=20352 dram=1123456 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=21440 dram=1123520 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=22528 bias=1 act=none
  vec.alu pop:dma sp=18176 sp2=18176 sp3=20352 rows=68 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.store pop:vec sp=18176 dram=1221760 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1221824 n0=1 n1=16 n2=32
  signal
  wait mask=16382 step=3
  wait mask=49153 step=4
  l2.discard dram=1164416 bytes=24576
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1221760 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=512 dram=1221762 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1024 dram=1221824 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=1536 dram=1221826 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=16 cols=16 ld=16 rn1=4 rs1=256 rn2=1 rs2=0 redop=max
  dma.cfg stride1=512 stride2=2048 esize=e16
  dma.store pop:vec sp=2048 dram=1156224 n0=16 n1=16 n2=1
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1221888 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=512 dram=1221890 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1024 dram=1221952 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=1536 dram=1221954 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=16 cols=16 ld=16 rn1=4 rs1=256 rn2=1 rs2=0 redop=max
  dma.cfg stride1=512 stride2=2048 esize=e16
  dma.store pop:vec sp=2048 dram=1156256 n0=16 n1=16 n2=1
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1222016 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=512 dram=1222018 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1024 dram=1222080 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=1536 dram=1222082 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=16 cols=16 ld=16 rn1=4 rs1=256 rn2=1 rs2=0 redop=max
  dma.cfg stride1=512 stride2=2048 esize=e16
  dma.store pop:vec sp=2048 dram=1156288 n0=16 n1=16 n2=1
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1222144 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=512 dram=1222146 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1024 dram=1222208 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=1536 dram=1222210 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=16 cols=16 ld=16 rn1=4 rs1=256 rn2=1 rs2=0 redop=max
  dma.cfg stride1=512 stride2=2048 esize=e16
  dma.store pop:vec sp=2048 dram=1156320 n0=16 n1=16 n2=1
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1222272 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=512 dram=1222274 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1024 dram=1222336 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=1536 dram=1222338 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=16 cols=16 ld=16 rn1=4 rs1=256 rn2=1 rs2=0 redop=max
  dma.cfg stride1=512 stride2=2048 esize=e16
  dma.store pop:vec sp=2048 dram=1156352 n0=16 n1=16 n2=1
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1222400 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=512 dram=1222402 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1024 dram=1222464 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=1536 dram=1222466 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=16 cols=16 ld=16 rn1=4 rs1=256 rn2=1 rs2=0 redop=max
  dma.cfg stride1=512 stride2=2048 esize=e16
  dma.store pop:vec sp=2048 dram=1156384 n0=16 n1=16 n2=1
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1222528 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=512 dram=1222530 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1024 dram=1222592 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=1536 dram=1222594 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=16 cols=16 ld=16 rn1=4 rs1=256 rn2=1 rs2=0 redop=max
  dma.cfg stride1=512 stride2=2048 esize=e16
  dma.store pop:vec sp=2048 dram=1156416 n0=16 n1=16 n2=1
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1222656 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=512 dram=1222658 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1024 dram=1222720 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=1536 dram=1222722 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=16 cols=16 ld=16 rn1=4 rs1=256 rn2=1 rs2=0 redop=max
  dma.cfg stride1=512 stride2=2048 esize=e16
  dma.store pop:vec sp=2048 dram=1156448 n0=16 n1=16 n2=1
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1222784 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=512 dram=1222786 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1024 dram=1222848 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=1536 dram=1222850 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=16 cols=16 ld=16 rn1=4 rs1=256 rn2=1 rs2=0 redop=max
  dma.cfg stride1=512 stride2=2048 esize=e16
  dma.store pop:vec sp=2048 dram=1156480 n0=16 n1=16 n2=1
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1222912 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=512 dram=1222914 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1024 dram=1222976 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=1536 dram=1222978 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=16 cols=16 ld=16 rn1=4 rs1=256 rn2=1 rs2=0 redop=max
  dma.cfg stride1=512 stride2=2048 esize=e16
  dma.store pop:vec sp=2048 dram=1156512 n0=16 n1=16 n2=1
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1223040 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=512 dram=1223042 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1024 dram=1223104 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=1536 dram=1223106 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=16 cols=16 ld=16 rn1=4 rs1=256 rn2=1 rs2=0 redop=max
  dma.cfg stride1=512 stride2=2048 esize=e16
  dma.store pop:vec sp=2048 dram=1156544 n0=16 n1=16 n2=1
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1223168 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=512 dram=1223170 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1024 dram=1223232 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=1536 dram=1223234 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=16 cols=16 ld=16 rn1=4 rs1=256 rn2=1 rs2=0 redop=max
  dma.cfg stride1=512 stride2=2048 esize=e16
  dma.store pop:vec sp=2048 dram=1156576 n0=16 n1=16 n2=1
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1223296 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=512 dram=1223298 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1024 dram=1223360 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=1536 dram=1223362 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=16 cols=16 ld=16 rn1=4 rs1=256 rn2=1 rs2=0 redop=max
  dma.cfg stride1=512 stride2=2048 esize=e16
  dma.store pop:vec sp=2048 dram=1156608 n0=16 n1=16 n2=1
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1223424 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=512 dram=1223426 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1024 dram=1223488 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=1536 dram=1223490 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=16 cols=16 ld=16 rn1=4 rs1=256 rn2=1 rs2=0 redop=max
  dma.cfg stride1=512 stride2=2048 esize=e16
  dma.store pop:vec sp=2048 dram=1156640 n0=16 n1=16 n2=1
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1223552 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=512 dram=1223554 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1024 dram=1223616 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=1536 dram=1223618 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=16 cols=16 ld=16 rn1=4 rs1=256 rn2=1 rs2=0 redop=max
  dma.cfg stride1=512 stride2=2048 esize=e16
  dma.store pop:vec sp=2048 dram=1156672 n0=16 n1=16 n2=1
  dma.cfg stride1=4 stride2=2048 esize=e16
  dma.load sp=0 dram=1223680 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=512 dram=1223682 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1024 dram=1223744 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=1536 dram=1223746 n0=1 n1=16 n2=16 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  vec.reduce pop:dma push:dma sp=2048 sp2=0 rows=16 cols=16 ld=16 rn1=4 rs1=256 rn2=1 rs2=0 redop=max
  dma.cfg stride1=512 stride2=2048 esize=e16
  dma.store pop:vec sp=2048 dram=1156704 n0=16 n1=16 n2=1
  l2.discard dram=1221792 bytes=32736
  dma.cfg stride1=512 stride2=512 esize=e16
  dma.load sp=0 dram=1156224 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=32 dram=1156226 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=64 dram=1156228 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=96 dram=1156230 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=128 dram=1156232 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=160 dram=1156234 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=192 dram=1156236 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=224 dram=1156238 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=256 dram=1156240 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=288 dram=1156242 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=320 dram=1156244 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=352 dram=1156246 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=384 dram=1156248 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=416 dram=1156250 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=448 dram=1156252 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=480 dram=1156254 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=512 dram=1156256 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=544 dram=1156258 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=576 dram=1156260 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=608 dram=1156262 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=640 dram=1156264 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=672 dram=1156266 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=704 dram=1156268 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=736 dram=1156270 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=768 dram=1156272 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=800 dram=1156274 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=832 dram=1156276 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=864 dram=1156278 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=896 dram=1156280 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=928 dram=1156282 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=960 dram=1156284 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=992 dram=1156286 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1024 dram=1156288 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1056 dram=1156290 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1088 dram=1156292 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1120 dram=1156294 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1152 dram=1156296 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1184 dram=1156298 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1216 dram=1156300 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1248 dram=1156302 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1280 dram=1156304 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1312 dram=1156306 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1344 dram=1156308 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1376 dram=1156310 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1408 dram=1156312 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1440 dram=1156314 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1472 dram=1156316 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1504 dram=1156318 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1536 dram=1156320 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1568 dram=1156322 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1600 dram=1156324 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1632 dram=1156326 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1664 dram=1156328 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1696 dram=1156330 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1728 dram=1156332 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1760 dram=1156334 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1792 dram=1156336 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1824 dram=1156338 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1856 dram=1156340 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1888 dram=1156342 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1920 dram=1156344 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1952 dram=1156346 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=1984 dram=1156348 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2016 dram=1156350 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2048 dram=1156352 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2080 dram=1156354 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2112 dram=1156356 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2144 dram=1156358 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2176 dram=1156360 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2208 dram=1156362 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2240 dram=1156364 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2272 dram=1156366 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2304 dram=1156368 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2336 dram=1156370 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2368 dram=1156372 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2400 dram=1156374 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2432 dram=1156376 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2464 dram=1156378 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2496 dram=1156380 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2528 dram=1156382 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2560 dram=1156384 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2592 dram=1156386 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2624 dram=1156388 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2656 dram=1156390 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2688 dram=1156392 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2720 dram=1156394 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2752 dram=1156396 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2784 dram=1156398 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2816 dram=1156400 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2848 dram=1156402 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2880 dram=1156404 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2912 dram=1156406 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2944 dram=1156408 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=2976 dram=1156410 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3008 dram=1156412 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3040 dram=1156414 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3072 dram=1156416 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3104 dram=1156418 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3136 dram=1156420 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3168 dram=1156422 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3200 dram=1156424 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3232 dram=1156426 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3264 dram=1156428 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3296 dram=1156430 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3328 dram=1156432 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3360 dram=1156434 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3392 dram=1156436 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3424 dram=1156438 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3456 dram=1156440 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3488 dram=1156442 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3520 dram=1156444 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3552 dram=1156446 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3584 dram=1156448 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3616 dram=1156450 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3648 dram=1156452 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3680 dram=1156454 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3712 dram=1156456 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3744 dram=1156458 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3776 dram=1156460 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3808 dram=1156462 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3840 dram=1156464 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3872 dram=1156466 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3904 dram=1156468 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3936 dram=1156470 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=3968 dram=1156472 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4000 dram=1156474 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4032 dram=1156476 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4064 dram=1156478 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4096 dram=1156480 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4128 dram=1156482 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4160 dram=1156484 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4192 dram=1156486 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4224 dram=1156488 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4256 dram=1156490 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4288 dram=1156492 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4320 dram=1156494 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4352 dram=1156496 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4384 dram=1156498 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4416 dram=1156500 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4448 dram=1156502 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4480 dram=1156504 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4512 dram=1156506 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4544 dram=1156508 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4576 dram=1156510 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4608 dram=1156512 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4640 dram=1156514 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4672 dram=1156516 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4704 dram=1156518 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4736 dram=1156520 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4768 dram=1156522 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4800 dram=1156524 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4832 dram=1156526 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4864 dram=1156528 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4896 dram=1156530 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4928 dram=1156532 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4960 dram=1156534 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=4992 dram=1156536 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5024 dram=1156538 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5056 dram=1156540 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5088 dram=1156542 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5120 dram=1156544 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5152 dram=1156546 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5184 dram=1156548 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5216 dram=1156550 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5248 dram=1156552 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5280 dram=1156554 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5312 dram=1156556 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5344 dram=1156558 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5376 dram=1156560 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5408 dram=1156562 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5440 dram=1156564 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5472 dram=1156566 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5504 dram=1156568 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5536 dram=1156570 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5568 dram=1156572 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5600 dram=1156574 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5632 dram=1156576 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5664 dram=1156578 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5696 dram=1156580 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5728 dram=1156582 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5760 dram=1156584 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5792 dram=1156586 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5824 dram=1156588 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5856 dram=1156590 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5888 dram=1156592 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5920 dram=1156594 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5952 dram=1156596 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=5984 dram=1156598 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6016 dram=1156600 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6048 dram=1156602 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6080 dram=1156604 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6112 dram=1156606 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6144 dram=1156608 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6176 dram=1156610 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6208 dram=1156612 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6240 dram=1156614 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6272 dram=1156616 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6304 dram=1156618 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6336 dram=1156620 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6368 dram=1156622 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6400 dram=1156624 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6432 dram=1156626 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6464 dram=1156628 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6496 dram=1156630 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6528 dram=1156632 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6560 dram=1156634 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6592 dram=1156636 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6624 dram=1156638 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6656 dram=1156640 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6688 dram=1156642 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6720 dram=1156644 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6752 dram=1156646 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6784 dram=1156648 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6816 dram=1156650 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6848 dram=1156652 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6880 dram=1156654 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6912 dram=1156656 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6944 dram=1156658 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=6976 dram=1156660 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7008 dram=1156662 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7040 dram=1156664 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7072 dram=1156666 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7104 dram=1156668 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7136 dram=1156670 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7168 dram=1156672 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7200 dram=1156674 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7232 dram=1156676 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7264 dram=1156678 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7296 dram=1156680 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7328 dram=1156682 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7360 dram=1156684 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7392 dram=1156686 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7424 dram=1156688 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7456 dram=1156690 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7488 dram=1156692 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7520 dram=1156694 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7552 dram=1156696 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7584 dram=1156698 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7616 dram=1156700 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7648 dram=1156702 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7680 dram=1156704 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7712 dram=1156706 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7744 dram=1156708 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7776 dram=1156710 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7808 dram=1156712 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7840 dram=1156714 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7872 dram=1156716 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7904 dram=1156718 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7936 dram=1156720 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=7968 dram=1156722 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=8000 dram=1156724 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=8032 dram=1156726 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=8064 dram=1156728 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=8096 dram=1156730 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=8128 dram=1156732 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load push:vec sp=8160 dram=1156734 n0=1 n1=1 n2=16 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  vec.reduce pop:dma push:dma sp=8192 sp2=0 rows=16 cols=1 ld=1 rn1=256 rs1=16 rn2=1 rs2=0 redop=mean
  dma.cfg stride1=2 stride2=512 esize=e16
  dma.store pop:vec sp=8192 dram=1221760 n0=1 n1=16 n2=1
  signal
  l2.discard dram=1156224 bytes=8192
  dma.load push:vec sp=1216 dram=31552 n0=1 n1=1 n2=1 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=0 dram=1221760 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=20 stride2=512 esize=e16
  dma.load push:mat sp=64 dram=31232 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=64 m=1 k=16 n=1 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  vec.cvt pop:dma+mat push:dma sp=1152 acc=0 rows=1 cols=1 ld=1 ldc=16 sp3=1216 bias=1 act=none
  dma.store pop:vec sp=1152 dram=1260672 n0=1 n1=1 n2=1
  dma.load push:vec sp=1216 dram=31554 n0=1 n1=1 n2=1 pad0=0 pad1=0 valid0=1 valid1=1 gap=0
  dma.load sp=0 dram=1221760 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load push:mat sp=64 dram=31234 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma push:vec acc=0 sp=0 sp2=64 m=1 k=16 n=1 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  vec.cvt pop:dma+mat push:dma sp=1152 acc=0 rows=1 cols=1 ld=1 ldc=16 sp3=1216 bias=1 act=none
  dma.store pop:vec sp=1152 dram=1260674 n0=1 n1=1 n2=1
.core 15
  dma.cfg stride1=0 stride2=0 esize=e16
  dma.load push:vec sp=6784 dram=12608 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.cfg stride1=2048 stride2=0 esize=e16
  dma.load sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=18 dram=1256384 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1256448 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=30 dram=1256512 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=0 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=2304 dram=1256416 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1256480 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1256544 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2604 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=272 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:dma acc=272 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=0 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=18 dram=1256448 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=6 dram=1254528 n0=1 n1=3 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=24 dram=1256512 n0=1 n1=3 n2=18 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=12 dram=1254528 n0=1 n1=3 n2=19 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=1280 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=1792 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=544 sp=0 sp2=1280 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=544 sp=32 sp2=1792 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load pop:mat sp=2304 dram=1256480 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2592 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2310 dram=1256544 n0=1 n1=3 n2=16 pad0=0 pad1=0 valid0=1 valid1=3 gap=6
  dma.load sp=2598 dram=1254528 n0=1 n1=3 n2=3 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.load sp=2316 dram=1254528 n0=1 n1=3 n2=19 pad0=0 pad1=0 valid0=1 valid1=0 gap=6
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=3584 dram=10560 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=4096 dram=11584 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=816 sp=2304 sp2=3584 m=17 k=16 n=16 lda=9 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm push:vec acc=816 sp=2336 sp2=4096 m=17 k=11 n=16 lda=9 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=4608 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=6784 bias=1 act=none
  vec.act push:dma sp=4608 sp2=4608 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=4608 dram=1125376 n0=1 n1=16 n2=32
  dma.store sp=5696 dram=1125440 n0=1 n1=16 n2=32
  signal
  signal
  dma.load push:vec sp=20352 dram=21888 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16383 step=1
  wait mask=49152 step=2
  dma.load sp=32 dram=1123648 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1123712 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1123776 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3296 dram=1123840 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=4320 dram=1123456 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=12672 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=13696 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=14720 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=15744 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=16768 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=17792 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=18816 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=19840 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=20864 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=20352 bias=1 act=none
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.store pop:vec sp=18176 dram=1189248 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1189312 n0=1 n1=16 n2=32
  signal
  dma.load push:vec sp=22528 dram=31168 n0=16 n1=1 n2=1 pad0=0 pad1=0 valid0=16 valid1=1 gap=0
  dma.load sp=0 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  wait mask=16382 step=2
  wait mask=49153 step=3
  dma.load sp=32 dram=1190848 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=1056 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1088 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=1120 dram=1190912 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=2144 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2176 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=2208 dram=1190976 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load sp=3232 dram=1188992 n0=1 n1=16 n2=1 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.load sp=3264 dram=1188992 n0=1 n1=16 n2=34 pad0=0 pad1=0 valid0=1 valid1=0 gap=0
  dma.cfg stride1=64 stride2=2 esize=e16
  dma.load sp=4480 dram=21952 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=4992 dram=22976 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=5504 dram=24000 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6016 dram=25024 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=6528 dram=26048 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7040 dram=27072 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=7552 dram=28096 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load sp=8064 dram=29120 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.load push:mat sp=8576 dram=30144 n0=16 n1=16 n2=1 pad0=0 pad1=0 valid0=16 valid1=16 gap=0
  dma.cfg stride1=2048 stride2=2 esize=e16
  dma.load sp=20352 dram=1125376 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  dma.load push:vec sp=21440 dram=1125440 n0=1 n1=16 n2=32 pad0=0 pad1=0 valid0=1 valid1=16 gap=0
  mat.gemm pop:dma acc=0 sp=0 sp2=4480 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=set azp=0
  mat.gemm acc=0 sp=32 sp2=4992 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=64 sp2=5504 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1088 sp2=6016 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1120 sp2=6528 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=1152 sp2=7040 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2176 sp2=7552 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm acc=0 sp=2208 sp2=8064 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  mat.gemm push:vec acc=0 sp=2240 sp2=8576 m=68 k=16 n=16 lda=16 ldc=16 dtype=fp16 accum=add azp=0
  vec.cvt pop:dma+mat sp=18176 acc=0 rows=68 cols=16 ld=16 ldc=16 sp3=22528 bias=1 act=none
  vec.alu pop:dma sp=18176 sp2=18176 sp3=20352 rows=68 cols=16 ld=16 aluop=add bmode=full
  vec.act push:dma sp=18176 sp2=18176 rows=68 cols=16 ld=16 act=relu
  dma.store pop:vec sp=18176 dram=1223680 n0=1 n1=16 n2=32
  dma.store sp=19264 dram=1223744 n0=1 n1=16 n2=32
  signal
